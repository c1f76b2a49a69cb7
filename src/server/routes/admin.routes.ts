import type { FastifyInstance } from 'fastify';
import {
  ADMIN_EXPORT_MAX_ROWS,
  adminApplicationsQuerySchema,
  adminNotificationBodySchema,
  auditQuerySchema,
  setRoleBodySchema,
  type AdminApplicationPage,
} from '#shared/schemas/admin.ts';
import { requirePermission } from '../auth/guards.ts';
import { applicationsCsv, toAdminApplication } from '../domain/admin/admin-applications.ts';
import { sendStatusNotification } from '../domain/admin/send-status-notification.ts';
import { setUserRole } from '../domain/admin/set-user-role.ts';
import { parseBody, parseId } from '../http/validate.ts';
import {
  adminStats,
  exportAdminApplications,
  pageAdminApplications,
  searchUsers,
} from '../repositories/admin.repository.ts';
import { listAudit } from '../repositories/audit.repository.ts';
import { toAdminUser } from '../repositories/users.repository.ts';

/** The admin dashboard's data: stats, the paged application list, export, notifications, roles, audit. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get('/api/admin/stats', async (request) => {
    await requirePermission(request, 'application:read:any');
    return adminStats(ctx.db);
  });

  app.get('/api/admin/applications', async (request): Promise<AdminApplicationPage> => {
    await requirePermission(request, 'application:read:any');
    const query = parseBody(adminApplicationsQuerySchema, request.query);
    const { rows, total } = await pageAdminApplications(ctx.db, query);
    return { items: rows.map(toAdminApplication), total, page: query.page, pageSize: query.pageSize };
  });

  app.get('/api/admin/applications/export', async (request, reply) => {
    await requirePermission(request, 'application:read:any');
    const query = parseBody(adminApplicationsQuerySchema, request.query);
    const rows = await exportAdminApplications(ctx.db, query, ADMIN_EXPORT_MAX_ROWS);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="applications-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(applicationsCsv(rows));
  });

  app.post('/api/admin/notifications', async (request) => {
    const staff = await requirePermission(request, 'application:notify:any');
    const body = parseBody(adminNotificationBodySchema, request.body);
    return sendStatusNotification({ ctx, staffId: staff.id, applicationId: body.applicationId });
  });

  app.get('/api/admin/users', async (request) => {
    await requirePermission(request, 'user:role:write');
    const { search } = parseBody(adminApplicationsQuerySchema.pick({ search: true }), request.query);
    return (await searchUsers(ctx.db, search)).map(toAdminUser);
  });

  app.patch<{ Params: { id: string } }>('/api/admin/users/:id/role', async (request) => {
    const admin = await requirePermission(request, 'user:role:write');
    const { role } = parseBody(setRoleBodySchema, request.body);
    return toAdminUser(await setUserRole({ db: ctx.db, admin, userId: parseId(request.params.id, 'User'), role }));
  });

  app.get('/api/admin/audit', async (request) => {
    await requirePermission(request, 'audit:read');
    return listAudit(ctx.db, parseBody(auditQuerySchema, request.query));
  });
}
