import type { FastifyInstance } from 'fastify';
import {
  SUBMITTED_STATUSES,
  applicationListSchema,
  applicationSchema,
  createApplicationBodySchema,
  updateApplicationBodySchema,
} from '#shared/schemas/applications.ts';
import { detailsSaveBodySchema } from '#shared/schemas/renewal-form.ts';
import { hasPermission } from '#shared/permissions.ts';
import { buddyResponseSchema } from '#shared/schemas/buddy.ts';
import { requireUser } from '../auth/guards.ts';
import { changeApplicationStatus } from '../domain/admin/change-application-status.ts';
import { createApplication } from '../domain/applications/create-application.ts';
import { openProblems } from '../domain/applications/open-problems.ts';
import { ownerApplication, ownerApplications } from '../domain/applications/owner-view.ts';
import { renderApplicationPdf } from '../domain/applications/render-application-pdf.ts';
import { requireOwnedApplication } from '../domain/applications/require-owned-application.ts';
import { saveApplicationDetails } from '../domain/applications/save-application-details.ts';
import { updateOwnApplication } from '../domain/applications/update-application.ts';
import { ReadCache } from '../db/read-cache.ts';
import { errors, fileResponse, idParams, sendEncoded, SIGNED_IN, typed } from '../http/contract.ts';
import {
  findOwnedApplication,
  listApplications,
  listApplicationsByStatus,
  toApplication,
  withoutDetails,
} from '../repositories/applications.repository.ts';
import { listApplicationDocuments } from '../repositories/documents.repository.ts';

const TAGS = ['Applications'];
const params = idParams('Application');

export async function applicationsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const api = typed(app);

  api.post(
    '/api/applications',
    {
      config: { apiKey: 'write' },
      schema: {
        tags: TAGS,
        summary: 'Start an application (draft), within the plan’s limit',
        body: createApplicationBodySchema,
        response: { 201: applicationSchema, ...errors(400, 403, ...SIGNED_IN) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await app.ctx.limits.applicationsPerUser.consume(String(user.id), 'new applications');
      reply.code(201);
      return ownerApplication(app.ctx, user, await createApplication({ db, user, body: request.body }));
    },
  );

  // The list is polled (express page) and the busiest read: its JSON is kept per user until the database
  // changes (ReadCache: SQLite only, any write by any process makes it stale). The session is checked first.
  // Kept as bytes, encoded through the schema once, so a hit writes them to the socket without encoding again.
  const lists = new ReadCache<number, Buffer>(db, 500);
  api.get(
    '/api/applications',
    {
      config: { apiKey: 'read' },
      schema: {
        tags: TAGS,
        summary: 'Your applications, newest first, each with its readiness',
        response: { 200: applicationListSchema, ...errors(...SIGNED_IN) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const body = await lists.get(user.id, async () => {
        const list = await ownerApplications(app.ctx, user, await listApplications(db, user.id));
        return Buffer.from(JSON.stringify(applicationListSchema.encode(list)));
      });
      return sendEncoded(reply, body);
    },
  );

  // Registered before /:id so "completed" is never read as an id.
  api.get(
    '/api/applications/completed',
    {
      config: { apiKey: 'read' },
      schema: {
        tags: TAGS,
        summary: 'Submitted applications with a saved form (the first fills the form of a new one)',
        response: { 200: applicationListSchema, ...errors(...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const rows = await listApplicationsByStatus(db, user.id, [...SUBMITTED_STATUSES]);
      return ownerApplications(
        app.ctx,
        user,
        rows.filter((r) => r.details !== null),
      );
    },
  );

  api.get(
    '/api/applications/:id',
    {
      config: { apiKey: 'read' },
      schema: {
        tags: TAGS,
        summary: 'One of your applications',
        params,
        response: { 200: applicationSchema, ...errors(404, ...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return ownerApplication(app.ctx, user, await requireOwnedApplication(db, user.id, request.params.id));
    },
  );

  // Passport Buddy: the owner's open problems on this application, each with where to fix it.
  api.get(
    '/api/applications/:id/buddy',
    {
      config: { apiKey: 'read' },
      schema: {
        tags: TAGS,
        summary: 'What is left to fix or wait for on this application, each with where to fix it',
        params,
        response: { 200: buddyResponseSchema, ...errors(404, ...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const row = await requireOwnedApplication(db, user.id, request.params.id);
      const documents = await listApplicationDocuments(db, row.id);
      return { problems: openProblems(row, documents, user.has_access === 1, app.ctx.ruleOverrides.current()) };
    },
  );

  api.patch(
    '/api/applications/:id',
    {
      config: { apiKey: 'write' },
      schema: {
        tags: TAGS,
        summary: 'Save the step-1 answers or move the status (owner transitions; staff set review statuses)',
        params,
        body: updateApplicationBodySchema,
        response: { 200: applicationSchema, ...errors(400, 404, 409, ...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { id } = request.params;
      const body = request.body;
      // Staff change another user's status through the same path (the spec's admin dialog).
      if (body.status && !body.config && hasPermission(user.role, 'application:status:any')) {
        const own = await findOwnedApplication(db, user.id, id);
        if (!own) {
          // Staff change the status; the answer leaves the applicant's form details closed.
          const changed = await changeApplicationStatus({ ctx: app.ctx, staffId: user.id, id, status: body.status });
          return toApplication(withoutDetails(changed));
        }
      }
      return ownerApplication(app.ctx, user, await updateOwnApplication({ db, userId: user.id, id, body }));
    },
  );

  api.post(
    '/api/applications/:id/details',
    {
      config: { apiKey: 'write' },
      schema: {
        tags: TAGS,
        summary: 'Save the renewal form (a draft, or the final form, which submits the application)',
        params,
        body: detailsSaveBodySchema,
        response: { 200: applicationSchema, ...errors(400, 404, 409, ...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const lockRow = app.ctx.config.database.kind === 'postgres';
      const { id } = request.params;
      return ownerApplication(
        app.ctx,
        user,
        await saveApplicationDetails({ db, userId: user.id, id, body: request.body, lockRow }),
      );
    },
  );

  api.get(
    '/api/applications/:id/download',
    {
      config: { apiKey: 'read' },
      schema: {
        tags: TAGS,
        summary: 'The application PDF to take to the appointment',
        params,
        response: {
          200: fileResponse('application/pdf', 'passport-application-{id}.pdf'),
          ...errors(404, ...SIGNED_IN),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const { id } = request.params;
      const pdf = await renderApplicationPdf({ ctx: app.ctx, user, id });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="passport-application-${id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
}
