import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCUMENT_MAX_BYTES } from '#shared/constants.ts';
import {
  documentListSchema,
  documentSchema,
  documentTypeSchema,
  uploadDocumentFormSchema,
} from '#shared/schemas/documents.ts';
import { hasPermission } from '#shared/permissions.ts';
import { requireUser, signedIn } from '../auth/guards.ts';
import { findApplication } from '../repositories/applications.repository.ts';
import { requireOwnedApplication } from '../domain/applications/require-owned-application.ts';
import { deleteDocument } from '../domain/documents/delete-document.ts';
import { uploadDocument } from '../domain/documents/upload-document.ts';
import { documentFor } from '../domain/storage/stored-documents.ts';
import { AppError } from '../http/app-error.ts';
import { errors, idParam, idParams, SIGNED_IN, successSchema, typed } from '../http/contract.ts';
import { listApplicationDocuments, toDocument } from '../repositories/documents.repository.ts';

const TOO_LARGE = `The file is larger than the ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB limit.`;
/** A field of the form is missing or wrong: the form's own validation, in its words. */
const invalid = (message: string) => new AppError(400, message, { code: 'validation_failed' });

/** Reads the multipart body: one file and a `type` field, in either order, within the size limit. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ type: unknown; bytes: Buffer; filename: string | undefined }> {
  if (!request.isMultipart())
    throw new AppError(400, 'Send the file as multipart/form-data with the fields file and type.');
  let type: unknown;
  let file: { bytes: Buffer; filename: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          throw new AppError(400, 'Send exactly one file, in the field named file.');
        }
        file = { bytes: await part.toBuffer(), filename: part.filename };
      } else if (part.fieldname === 'type') {
        type = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, TOO_LARGE, { code: 'upload_rejected' });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(400, 'Send exactly one file with its type.');
    }
    throw new AppError(400, 'The upload could not be read. Please try again.');
  }
  if (!file) throw invalid('Choose a file to upload.');
  return { type, bytes: file.bytes, filename: file.filename };
}

const TAGS = ['Documents'];
const applicationParams = z.object({ applicationId: idParam('Application') });

/** The upload's parts are read in the handler (readUpload), so the form schema documents it and checks nothing. */
const multipartNotValidated = <T>(route: FastifyRouteSchemaDef<T>) =>
  route.httpPart === 'body' ? () => true : validatorCompiler(route as FastifyRouteSchemaDef<never>);

export async function documentsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const api = typed(app);

  api.post(
    '/api/applications/:applicationId/documents',
    {
      config: { apiKey: 'write' },
      preValidation: signedIn,
      validatorCompiler: multipartNotValidated,
      schema: {
        tags: TAGS,
        summary: 'Upload a file into one of the application’s slots (replaces what filled it); analysis follows',
        description:
          'A multipart/form-data request with the fields `file` and `type`. The file is checked by its bytes ' +
          '(format, size, pages, pixels) before anything is stored; the analysis runs afterwards: poll ' +
          'GET /api/documents/{id}/analysis.',
        params: applicationParams,
        consumes: ['multipart/form-data'],
        body: uploadDocumentFormSchema,
        response: { 201: documentSchema, ...errors(400, 404, 413, 422, 503, ...SIGNED_IN) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { applicationId } = request.params;
      await ctx.limits.uploadsPerUser.consume(String(user.id), 'uploads');

      const upload = await readUpload(request);
      const type = documentTypeSchema.safeParse(upload.type);
      if (!type.success) throw invalid('Choose which document this is (the type field).');
      const row = await uploadDocument({
        ctx,
        user,
        applicationId,
        type: type.data,
        originalName: upload.filename,
        bytes: upload.bytes,
      });
      reply.code(201);
      return documentFor(user, row);
    },
  );

  api.get(
    '/api/applications/:applicationId/documents',
    {
      config: { apiKey: 'read' },
      preValidation: signedIn,
      schema: {
        tags: TAGS,
        summary: 'The application’s documents (staff: any application’s)',
        params: applicationParams,
        response: { 200: documentListSchema, ...errors(404, ...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { applicationId } = request.params;
      // The admin dialog lists any application's documents (docs/product.md §5), in full; everyone else only their own,
      // with failure reasons only for paid access.
      const staff = hasPermission(user.role, 'document:read:any');
      if (!staff) await requireOwnedApplication(ctx.db, user.id, applicationId);
      else if (!(await findApplication(ctx.db, applicationId))) throw new AppError(404, 'Application not found');
      const rows = await listApplicationDocuments(ctx.db, applicationId);
      return rows.map((row) => (staff ? toDocument(row) : documentFor(user, row)));
    },
  );

  api.delete(
    '/api/documents/:id',
    {
      config: { apiKey: 'write' },
      preValidation: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Delete one of your documents and its encrypted file',
        params: idParams('Document'),
        response: { 200: successSchema, ...errors(404, ...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await deleteDocument({ db: ctx.db, blobs: ctx.blobs, userId: user.id, id: request.params.id });
      return { success: true as const };
    },
  );
}
