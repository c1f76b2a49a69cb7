import { z } from 'zod';
import { EXPERT_ASSIGN_HOURS, MANUAL_REVIEW_HOURS, PLAN_IDS } from '../constants.ts';
import { ROLES } from '../permissions.ts';
import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  REVIEW_VERDICT_LABELS,
  REVIEW_VERDICT_STATUS,
  REVIEW_VERDICTS,
  applicationSchema,
  manualReviewStatusSchema,
  reviewVerdictSchema,
  type ReviewVerdict,
} from './applications.ts';

// Admin stats (docs/product.md §6). Pending Review counts what waits for staff: submitted or under review.
export const adminStatsSchema = z.object({
  totalApplications: z.number().int(),
  pendingApplications: z.number().int(),
  verifiedApplications: z.number().int(),
  failedApplications: z.number().int(),
  totalUsers: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Applications list: filtered and paged on the server (docs/decisions/0022-admin-and-reviews.md)

export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;
export const adminApplicationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more.').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'Use at most 100 rows a page.').default(25),
  search: z.string().trim().max(200, 'Search is too long.').default(''),
  status: z.enum(['all', ...APPLICATION_STATUSES], { error: 'Unknown status filter.' }).default('all'),
  type: z.enum(['all', ...APPLICATION_TYPES], { error: 'Unknown type filter.' }).default('all'),
});
export type AdminApplicationsQuery = z.infer<typeof adminApplicationsQuerySchema>;

export const adminApplicationSchema = applicationSchema.extend({
  userEmail: z.string(),
  userPlan: z.enum(PLAN_IDS),
  documentCount: z.number().int(),
});
export type AdminApplication = z.infer<typeof adminApplicationSchema>;

export const adminApplicationPageSchema = z.object({
  items: z.array(adminApplicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminApplicationPage = z.infer<typeof adminApplicationPageSchema>;

export const ADMIN_EXPORT_MAX_ROWS = 50_000;

// ---------------------------------------------------------------------------------------------------------
// Notifications: the admin's Send Status Update (docs/product.md §5, §10)

export const NOTIFICATION_TYPES = ['status_update'] as const;
export const adminNotificationBodySchema = z.strictObject({
  applicationId: z.number().int().positive('Choose an application.'),
  type: z.enum(NOTIFICATION_TYPES, { error: 'Unknown notification type.' }),
});
export type AdminNotificationBody = z.infer<typeof adminNotificationBodySchema>;

/** `sent` is false when the applicant turned e-mail off; `message` says which happened. */
export const adminNotificationResultSchema = z.object({ sent: z.boolean(), message: z.string() });
export type AdminNotificationResult = z.infer<typeof adminNotificationResultSchema>;

// ---------------------------------------------------------------------------------------------------------
// Review queue

export const REVIEW_KINDS = ['manual', 'expert'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export { REVIEW_VERDICTS, REVIEW_VERDICT_LABELS, REVIEW_VERDICT_STATUS, reviewVerdictSchema, type ReviewVerdict };

/** Service levels: a manual review within 24 hours; an Express expert within 2 hours. */
export function reviewSlaHours(kind: ReviewKind): number {
  return kind === 'expert' ? EXPERT_ASSIGN_HOURS : MANUAL_REVIEW_HOURS;
}

export const reviewQueueItemSchema = z.object({
  applicationId: z.number().int(),
  userId: z.number().int(),
  userEmail: z.string(),
  userName: z.string(),
  userPlan: z.enum(PLAN_IDS),
  applicationType: z.enum(APPLICATION_TYPES),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  reviewKind: z.enum(REVIEW_KINDS),
  manualReviewStatus: manualReviewStatusSchema,
  requestNotes: z.string().nullable(),
  requestedAt: z.string(),
  dueAt: z.string(),
  overdue: z.boolean(),
  priorityProcessing: z.boolean(),
  reviewerId: z.number().int().nullable(),
  reviewerName: z.string().nullable(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
export const reviewQueueSchema = z.array(reviewQueueItemSchema);

export const completeReviewBodySchema = z.strictObject({
  feedback: z
    .string({ error: 'Write feedback for the applicant.' })
    .trim()
    .min(1, 'Write feedback for the applicant.')
    .max(5000, 'Use at most 5000 characters.'),
  verdict: z.enum(REVIEW_VERDICTS, { error: 'Choose a verdict: approved, changes needed or rejected.' }),
  notes: z.string().trim().max(5000, 'Use at most 5000 characters.').optional(),
});
export type CompleteReviewBody = z.infer<typeof completeReviewBodySchema>;

export const documentNotesBodySchema = z.strictObject({
  notes: z
    .string({ error: 'Write a note, or an empty one to clear it.' })
    .trim()
    .max(2000, 'Use at most 2000 characters.'),
});

// ---------------------------------------------------------------------------------------------------------
// Staff roles and the audit log

export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  plan: z.enum(PLAN_IDS),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

/** GET /api/admin/users: the same search box as the application list. */
export const adminUsersQuerySchema = adminApplicationsQuerySchema.pick({ search: true });

export const setRoleBodySchema = z.strictObject({
  role: z.enum(['user', 'staff'], { error: 'A role is user or staff; admins are set by ADMIN_EMAIL.' }),
});

export const AUDIT_ACTIONS = [
  'application.status',
  'application.notify',
  'review.assign',
  'review.start',
  'review.complete',
  'document.notes',
  'document.view',
  'document.analysis.view',
  'user.role',
  'api_key.create',
  'api_key.revoke',
  'api_key.use',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const auditQuerySchema = z.object({
  action: z.enum(['all', ...AUDIT_ACTIONS], { error: 'Unknown action.' }).default('all'),
  actor: z.string().trim().max(200).default(''),
  subject: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).default(1),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const AUDIT_PAGE_SIZE = 50;

/** One page (AUDIT_PAGE_SIZE entries, newest first) and how many entries match in all. */
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), total: z.number().int() });
export type AuditPage = z.infer<typeof auditPageSchema>;
