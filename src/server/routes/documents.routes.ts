import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOCUMENT_MAX_BYTES } from '#shared/constants.ts';
import { documentTypeSchema } from '#shared/schemas/documents.ts';
import { hasPermission } from '#shared/permissions.ts';
import { requireUser } from '../auth/guards.ts';
import { findApplication } from '../repositories/applications.repository.ts';
import { requireOwnedApplication } from '../domain/applications/require-owned-application.ts';
import { deleteDocument } from '../domain/documents/delete-document.ts';
import { uploadDocument } from '../domain/documents/upload-document.ts';
import { documentFor } from '../domain/storage/stored-documents.ts';
import { AppError } from '../http/app-error.ts';
import { parseId } from '../http/validate.ts';
import { listApplicationDocuments, toDocument } from '../repositories/documents.repository.ts';

const TOO_LARGE = `The file is larger than the ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB limit.`;

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
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, TOO_LARGE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(400, 'Send exactly one file with its type.');
    }
    throw new AppError(400, 'The upload could not be read. Please try again.');
  }
  if (!file) throw new AppError(400, 'Choose a file to upload.');
  return { type, bytes: file.bytes, filename: file.filename };
}

export async function documentsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post<{ Params: { applicationId: string } }>(
    '/api/applications/:applicationId/documents',
    async (request, reply) => {
      const user = await requireUser(request);
      const applicationId = parseId(request.params.applicationId, 'Application');
      await ctx.limits.uploadsPerUser.consume(String(user.id), 'uploads');

      const upload = await readUpload(request);
      const type = documentTypeSchema.safeParse(upload.type);
      if (!type.success) throw new AppError(400, 'Choose which document this is (the type field).');
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

  app.get<{ Params: { applicationId: string } }>('/api/applications/:applicationId/documents', async (request) => {
    const user = await requireUser(request);
    const applicationId = parseId(request.params.applicationId, 'Application');
    // The admin dialog lists any application's documents (plans §7), in full; everyone else only their own,
    // with failure reasons only for paid access.
    const staff = hasPermission(user.role, 'document:read:any');
    if (!staff) await requireOwnedApplication(ctx.db, user.id, applicationId);
    else if (!(await findApplication(ctx.db, applicationId))) throw new AppError(404, 'Application not found');
    const rows = await listApplicationDocuments(ctx.db, applicationId);
    return rows.map((row) => (staff ? toDocument(row) : documentFor(user, row)));
  });

  app.delete<{ Params: { id: string } }>('/api/documents/:id', async (request) => {
    const user = await requireUser(request);
    await deleteDocument({ db: ctx.db, blobs: ctx.blobs, userId: user.id, id: parseId(request.params.id, 'Document') });
    return { success: true };
  });
}
