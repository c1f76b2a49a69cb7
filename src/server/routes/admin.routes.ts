import type { FastifyInstance } from 'fastify';
import {
  ADMIN_EXPORT_MAX_ROWS,
  adminApplicationPageSchema,
  adminApplicationsQuerySchema,
  adminNotificationBodySchema,
  adminNotificationResultSchema,
  adminStatsSchema,
  adminUserListSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  setRoleBodySchema,
} from '#shared/schemas/admin.ts';
import { requirePermission, staffOnly } from '../auth/guards.ts';
import { applicationsCsv, toAdminApplication } from '../domain/admin/admin-applications.ts';
import { sendStatusNotification } from '../domain/admin/send-status-notification.ts';
import { setUserRole } from '../domain/admin/set-user-role.ts';
import { errors, fileResponse, idParams, SIGNED_IN, typed } from '../http/contract.ts';
import {
  adminStats,
  exportAdminApplications,
  pageAdminApplications,
  searchUsers,
} from '../repositories/admin.repository.ts';
import { listAudit } from '../repositories/audit.repository.ts';
import { toAdminUser } from '../repositories/users.repository.ts';

const TAGS = ['Admin'];
const STAFF = [403, ...SIGNED_IN];

/** The admin dashboard's data: stats, the paged application list, export, notifications, roles, audit. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const api = typed(app);

  api.get(
    '/api/admin/stats',
    {
      schema: {
        tags: TAGS,
        summary: 'Counts for the dashboard cards: applications by state, users',
        response: { 200: adminStatsSchema, ...errors(...STAFF) },
      },
    },
    async (request) => {
      await requirePermission(request, 'application:read:any');
      return adminStats(ctx.db);
    },
  );

  api.get(
    '/api/admin/applications',
    {
      preValidation: staffOnly('application:read:any'),
      schema: {
        tags: TAGS,
        summary: 'Every application, filtered, searched and paged on the server',
        querystring: adminApplicationsQuerySchema,
        response: { 200: adminApplicationPageSchema, ...errors(400, ...STAFF) },
      },
    },
    async (request) => {
      await requirePermission(request, 'application:read:any');
      const query = request.query;
      const { rows, total } = await pageAdminApplications(ctx.db, query);
      return { items: rows.map(toAdminApplication), total, page: query.page, pageSize: query.pageSize };
    },
  );

  api.get(
    '/api/admin/applications/export',
    {
      preValidation: staffOnly('application:read:any'),
      schema: {
        tags: TAGS,
        summary: `The filtered applications as CSV (at most ${ADMIN_EXPORT_MAX_ROWS} rows)`,
        querystring: adminApplicationsQuerySchema,
        response: {
          200: fileResponse('text/csv', 'applications-{YYYY-MM-DD}.csv'),
          ...errors(400, ...STAFF),
        },
      },
    },
    async (request, reply) => {
      await requirePermission(request, 'application:read:any');
      const rows = await exportAdminApplications(ctx.db, request.query, ADMIN_EXPORT_MAX_ROWS);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="applications-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(applicationsCsv(rows));
    },
  );

  api.post(
    '/api/admin/notifications',
    {
      preValidation: staffOnly('application:notify:any'),
      schema: {
        tags: TAGS,
        summary: 'E-mail an applicant their application’s current status (unless they turned e-mail off)',
        body: adminNotificationBodySchema,
        response: { 200: adminNotificationResultSchema, ...errors(400, 404, ...STAFF) },
      },
    },
    async (request) => {
      const staff = await requirePermission(request, 'application:notify:any');
      return sendStatusNotification({ ctx, staffId: staff.id, applicationId: request.body.applicationId });
    },
  );

  api.get(
    '/api/admin/users',
    {
      preValidation: staffOnly('user:role:write'),
      schema: {
        tags: TAGS,
        summary: 'Find users by id or e-mail (admins only)',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserListSchema, ...errors(400, ...STAFF) },
      },
    },
    async (request) => {
      await requirePermission(request, 'user:role:write');
      return (await searchUsers(ctx.db, request.query.search)).map(toAdminUser);
    },
  );

  api.patch(
    '/api/admin/users/:id/role',
    {
      preValidation: staffOnly('user:role:write'),
      schema: {
        tags: TAGS,
        summary: 'Grant or remove the staff role (admins only; admins are set by ADMIN_EMAIL)',
        params: idParams('User'),
        body: setRoleBodySchema,
        response: { 200: adminUserSchema, ...errors(400, 404, 409, ...STAFF) },
      },
    },
    async (request) => {
      const admin = await requirePermission(request, 'user:role:write');
      const { role } = request.body;
      return toAdminUser(await setUserRole({ db: ctx.db, admin, userId: request.params.id, role }));
    },
  );

  api.get(
    '/api/admin/audit',
    {
      preValidation: staffOnly('audit:read'),
      schema: {
        tags: TAGS,
        summary: 'The audit log, newest first, filtered by action, actor and subject (admins only)',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors(400, ...STAFF) },
      },
    },
    async (request) => {
      await requirePermission(request, 'audit:read');
      return listAudit(ctx.db, request.query);
    },
  );
}
