import type { FastifyInstance } from 'fastify';
import {
  SUBMITTED_STATUSES,
  createApplicationBodySchema,
  updateApplicationBodySchema,
} from '#shared/schemas/applications.ts';
import { detailsSaveBodySchema } from '#shared/schemas/renewal-form.ts';
import { hasPermission } from '#shared/permissions.ts';
import type { BuddyResponse } from '#shared/schemas/buddy.ts';
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
import { parseBody, parseId } from '../http/validate.ts';
import {
  findOwnedApplication,
  listApplications,
  listApplicationsByStatus,
  toApplication,
  withoutDetails,
} from '../repositories/applications.repository.ts';
import { listApplicationDocuments } from '../repositories/documents.repository.ts';

export async function applicationsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  app.post('/api/applications', async (request, reply) => {
    const user = await requireUser(request);
    await app.ctx.limits.applicationsPerUser.consume(String(user.id), 'new applications');
    const body = parseBody(createApplicationBodySchema, request.body);
    reply.code(201);
    return ownerApplication(db, user, await createApplication({ db, user, body }));
  });

  // The list is polled (express page) and the busiest read: its JSON is kept per user until the database
  // changes (ReadCache: SQLite only, any write by any process makes it stale). The session is checked first.
  // Kept as bytes, so a hit writes them to the socket without encoding 23 KB of text again (50 applications).
  const lists = new ReadCache<number, Buffer>(db, 500);
  app.get('/api/applications', async (request, reply) => {
    const user = await requireUser(request);
    const body = await lists.get(user.id, async () =>
      Buffer.from(JSON.stringify(await ownerApplications(db, user, await listApplications(db, user.id)))),
    );
    return reply.type('application/json; charset=utf-8').send(body);
  });

  // Registered before /:id so "completed" is never read as an id.
  app.get('/api/applications/completed', async (request) => {
    const user = await requireUser(request);
    const rows = await listApplicationsByStatus(db, user.id, [...SUBMITTED_STATUSES]);
    return ownerApplications(
      db,
      user,
      rows.filter((r) => r.details !== null),
    );
  });

  app.get<{ Params: { id: string } }>('/api/applications/:id', async (request) => {
    const user = await requireUser(request);
    return ownerApplication(
      db,
      user,
      await requireOwnedApplication(db, user.id, parseId(request.params.id, 'Application')),
    );
  });

  // Passport Buddy: the owner's open problems on this application, each with where to fix it.
  app.get<{ Params: { id: string } }>('/api/applications/:id/buddy', async (request): Promise<BuddyResponse> => {
    const user = await requireUser(request);
    const row = await requireOwnedApplication(db, user.id, parseId(request.params.id, 'Application'));
    const documents = await listApplicationDocuments(db, row.id);
    return { problems: openProblems(row, documents, user.has_access === 1) };
  });

  app.patch<{ Params: { id: string } }>('/api/applications/:id', async (request) => {
    const user = await requireUser(request);
    const id = parseId(request.params.id, 'Application');
    const body = parseBody(updateApplicationBodySchema, request.body);
    // Staff change another user's status through the same path (plans §7); their own applications stay theirs.
    if (body.status && !body.config && hasPermission(user.role, 'application:status:any')) {
      const own = await findOwnedApplication(db, user.id, id);
      if (!own)
        // Staff change the status; the answer leaves the applicant's form details closed.
        return toApplication(
          withoutDetails(await changeApplicationStatus({ ctx: app.ctx, staffId: user.id, id, status: body.status })),
        );
    }
    return ownerApplication(db, user, await updateOwnApplication({ db, userId: user.id, id, body }));
  });

  app.post<{ Params: { id: string } }>('/api/applications/:id/details', async (request) => {
    const user = await requireUser(request);
    const id = parseId(request.params.id, 'Application');
    const body = parseBody(detailsSaveBodySchema, request.body);
    const lockRow = app.ctx.config.database.kind === 'postgres';
    return ownerApplication(db, user, await saveApplicationDetails({ db, userId: user.id, id, body, lockRow }));
  });

  app.get<{ Params: { id: string } }>('/api/applications/:id/download', async (request, reply) => {
    const user = await requireUser(request);
    const id = parseId(request.params.id, 'Application');
    const pdf = await renderApplicationPdf({ ctx: app.ctx, user, id });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="passport-application-${id}.pdf"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  });
}
