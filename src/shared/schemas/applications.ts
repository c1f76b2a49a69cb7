import { z } from 'zod';
import { documentSchema } from './documents.ts';
import { renewalFormDraftSchema } from './renewal-form.ts';
import { readinessSchema } from './buddy.ts';
import { caseAnswersSchema } from '../case/case-answers.ts';
import {
  CONSULATES,
  COUNTRIES,
  REASONS,
  TIMELINES,
  applicationTypeSchema,
  type ApplicationType,
  type Consulate,
  type Country,
} from './application-choices.ts';

export * from './application-choices.ts';

// ---------------------------------------------------------------------------------------------------------
// Type

/** Admin type filter wording. */
export const APPLICATION_TYPE_FILTER_LABELS: Readonly<Record<ApplicationType, string>> = {
  renewal: 'Renewal',
  new: 'New Application',
};

/** "The stored type value 'renewal' means renewal; any other value means a new application." */
export function toApplicationType(value: unknown): ApplicationType {
  return value === 'renewal' ? 'renewal' : 'new';
}

// ---------------------------------------------------------------------------------------------------------
// Status: one vocabulary for both spec files. Reasons in docs/decisions/0001-application-status.md.

export const APPLICATION_STATUSES = [
  'draft',
  'configured',
  'submitted',
  'under_review',
  'verified',
  'failed',
  'completed',
  'rejected',
] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  draft: 'Draft',
  configured: 'Configured',
  submitted: 'Submitted',
  under_review: 'Under Review',
  verified: 'Verified',
  failed: 'Failed',
  completed: 'Completed',
  rejected: 'Rejected',
};

/** Older words seen in the spec, mapped onto the one vocabulary (for imports and tolerant readers). */
export const APPLICATION_STATUS_ALIASES: Readonly<Record<string, ApplicationStatus>> = {
  uploaded: 'configured',
  in_progress: 'under_review',
  in_review: 'under_review',
};

export function normalizeApplicationStatus(value: string): ApplicationStatus | null {
  const v = value.trim().toLowerCase();
  if ((APPLICATION_STATUSES as readonly string[]).includes(v)) return v as ApplicationStatus;
  return APPLICATION_STATUS_ALIASES[v] ?? null;
}

/** Admin badges: submitted blue, verified green, failed red, draft or other gray (docs/product.md §7). */
export function applicationStatusTone(status: string): 'blue' | 'green' | 'red' | 'gray' {
  switch (status) {
    case 'submitted':
    case 'under_review':
      return 'blue';
    case 'verified':
    case 'completed':
      return 'green';
    case 'failed':
    case 'rejected':
      return 'red';
    default:
      return 'gray';
  }
}

export type StatusActor = 'owner' | 'staff';

/** Statuses in which the applicant has handed the application over. */
export const SUBMITTED_STATUSES: readonly ApplicationStatus[] = [
  'submitted',
  'under_review',
  'verified',
  'failed',
  'completed',
  'rejected',
];

const OWNER_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  draft: ['configured'],
  configured: ['configured', 'submitted'],
  // Re-submitting after edits, while nobody has started the review.
  submitted: ['submitted'],
  under_review: [],
  verified: [],
  // A failed check sends the file back: the applicant fixes it and submits again.
  failed: ['configured', 'submitted'],
  completed: [],
  rejected: [],
};

const REVIEW_STATES = ['submitted', 'under_review', 'verified', 'failed'] as const;
const STAFF_TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  // Nothing to review before the applicant submits.
  draft: [],
  configured: [],
  submitted: [...REVIEW_STATES, 'rejected'],
  under_review: [...REVIEW_STATES, 'rejected'],
  verified: [...REVIEW_STATES, 'completed', 'rejected'],
  failed: [...REVIEW_STATES, 'rejected'],
  completed: [],
  // Reopen a rejection made in error.
  rejected: ['under_review'],
};

export function allowedTransitions(from: ApplicationStatus, actor: StatusActor): readonly ApplicationStatus[] {
  return (actor === 'owner' ? OWNER_TRANSITIONS : STAFF_TRANSITIONS)[from];
}

export function canTransition(from: ApplicationStatus, to: ApplicationStatus, actor: StatusActor): boolean {
  return allowedTransitions(from, actor).includes(to);
}

/** Message for a refused transition (HTTP 409 on the server, shown as is). */
export function transitionError(from: ApplicationStatus, to: ApplicationStatus, actor: StatusActor): string {
  if (actor === 'owner' && to !== 'configured' && to !== 'submitted') {
    return `Only our review team can mark an application as ${APPLICATION_STATUS_LABELS[to].toLowerCase()}.`;
  }
  return `An application that is ${APPLICATION_STATUS_LABELS[from].toLowerCase()} cannot be changed to ${APPLICATION_STATUS_LABELS[to].toLowerCase()}.`;
}

/** The applicant may change configuration and details while nobody is reviewing the application. */
export function canOwnerEdit(status: ApplicationStatus): boolean {
  return status === 'draft' || status === 'configured' || status === 'submitted' || status === 'failed';
}

/** Options of the admin 'Update Status' selector. */
export const STAFF_STATUS_OPTIONS: readonly { value: ApplicationStatus; label: string }[] = [
  { value: 'submitted', label: 'Mark as Submitted' },
  { value: 'under_review', label: 'Mark as Under Review' },
  { value: 'verified', label: 'Mark as Verified' },
  { value: 'failed', label: 'Mark as Failed' },
  { value: 'completed', label: 'Mark as Completed' },
  { value: 'rejected', label: 'Mark as Rejected' },
];

/** Admin status filter: 'All Status' then every status. */
export const ADMIN_STATUS_FILTERS: readonly { value: 'all' | ApplicationStatus; label: string }[] = [
  { value: 'all', label: 'All Status' },
  ...APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] })),
];

// ---------------------------------------------------------------------------------------------------------
// Manual review (docs/product.md §7)

/**
 * A reviewer's decision, and the application status it moves to (docs/decisions/0001-application-status.md):
 * approved -> verified, changes needed -> failed (the applicant fixes and submits again), rejected -> rejected.
 */
export const REVIEW_VERDICTS = ['approved', 'changes_needed', 'rejected'] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];
export const reviewVerdictSchema = z.enum(REVIEW_VERDICTS);
export const REVIEW_VERDICT_LABELS: Readonly<Record<ReviewVerdict, string>> = {
  approved: 'Approved',
  changes_needed: 'Changes needed',
  rejected: 'Rejected',
};
export const REVIEW_VERDICT_STATUS: Readonly<Record<ReviewVerdict, ApplicationStatus>> = {
  approved: 'verified',
  changes_needed: 'failed',
  rejected: 'rejected',
};

export const MANUAL_REVIEW_STATUSES = ['pending', 'requested', 'in_progress', 'completed'] as const;
export const manualReviewStatusSchema = z.enum(MANUAL_REVIEW_STATUSES);
export type ManualReviewStatus = z.infer<typeof manualReviewStatusSchema>;
export const MANUAL_REVIEW_STATUS_LABELS: Readonly<Record<ManualReviewStatus, string>> = {
  pending: 'Not Requested',
  requested: 'Review Requested',
  in_progress: 'Under Review',
  completed: 'Review Complete',
};

/** The review's state in words; a finished review names its verdict ("Review Complete: Changes needed"). */
export function reviewStatusLabel(status: ManualReviewStatus, verdict: ReviewVerdict | null): string {
  const label = MANUAL_REVIEW_STATUS_LABELS[status];
  return status === 'completed' && verdict ? `${label}: ${REVIEW_VERDICT_LABELS[verdict]}` : label;
}

/** The four-item progress checklist of the manual-review panel. */
export function manualReviewProgress(app: {
  manualReviewStatus: ManualReviewStatus;
  reviewerAssigned: string | null;
}): { id: string; label: string; done: boolean }[] {
  const s = app.manualReviewStatus;
  return [
    { id: 'received', label: 'Request received', done: s === 'requested' || s === 'in_progress' || s === 'completed' },
    { id: 'assigned', label: 'Reviewer assigned', done: app.reviewerAssigned !== null && app.reviewerAssigned !== '' },
    { id: 'in_progress', label: 'Review in progress', done: s === 'in_progress' || s === 'completed' },
    { id: 'completed', label: 'Completed with feedback', done: s === 'completed' },
  ];
}

export const manualReviewRequestBodySchema = z.strictObject({
  notes: z.string().trim().max(2000, 'Use at most 2000 characters.').optional(),
});
export const feedbackBodySchema = z.strictObject({
  feedback: z.string().trim().min(1, 'Feedback is required').max(5000, 'Use at most 5000 characters.'),
});
/** POST /api/applications/{id}/feedback: the stored feedback's id. */
export const feedbackResponseSchema = z.object({ success: z.literal(true), id: z.number().int() });
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Step 1 configuration (docs/product.md §3)

/** The country each mission serves; used to suggest a consulate, not to refuse a choice. */
export const CONSULATE_COUNTRY: Readonly<Record<Consulate, Country>> = {
  ny: 'US',
  sf: 'US',
  london: 'UK',
  toronto: 'CA',
  sydney: 'AU',
  dubai: 'UAE',
  singapore: 'SG',
};

export function consulatesForCountry(country: Country): Consulate[] {
  const own = CONSULATES.filter((c) => CONSULATE_COUNTRY[c] === country);
  return own.length > 0 ? own : [...CONSULATES];
}

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

export const applicationConfigSchema = z
  .strictObject({
    countryOfResidence: choice(COUNTRIES, 'Choose your country of residence.'),
    timeline: choice(TIMELINES, 'Choose a processing timeline.'),
    reason: choice(REASONS, 'Choose the reason for renewal.'),
    consulate: choice(CONSULATES, 'Choose a consulate location.'),
    emailNotifications: z.boolean(),
    smsNotifications: z.boolean(),
    /**
     * The plain step-1 answers that decide the case (issue 20; src/shared/case). Absent on applications configured
     * before them: caseAnswersOf derives them from the fields above. When present they must agree with the spec's
     * fields (country, timeline and, for a renewal, the reason); the server also checks the application type.
     */
    caseAnswers: caseAnswersSchema.optional(),
  })
  .superRefine((config, ctx) => {
    const a = config.caseAnswers;
    if (!a) return;
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: ['caseAnswers', path], message });
    if (a.countryOfResidence !== config.countryOfResidence) {
      issue('countryOfResidence', 'The answers name another country of residence than the configuration.');
    }
    if (a.timeline !== undefined && a.timeline !== config.timeline) {
      issue('timeline', 'The answers name another processing timeline than the configuration.');
    }
    if (a.applicationType === 'renewal' && a.reason !== config.reason) {
      issue('reason', 'The answers name another reason for renewal than the configuration.');
    }
  });
export type ApplicationConfig = z.infer<typeof applicationConfigSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS = { emailNotifications: true, smsNotifications: false } as const;

// ---------------------------------------------------------------------------------------------------------
// Resource and bodies

const idSchema = z.number().int().positive();
const timestampSchema = z.iso.datetime({ offset: true });

/** Stored form details: a draft may be incomplete, so the stored shape is the draft shape. */
export const applicationDetailsSchema = renewalFormDraftSchema.extend({
  isDraft: z.boolean().optional(),
  lastSaved: timestampSchema.optional(),
});
export type ApplicationDetails = z.infer<typeof applicationDetailsSchema>;

export const applicationSchema = z.object({
  id: idSchema,
  userId: idSchema,
  type: applicationTypeSchema,
  status: applicationStatusSchema,
  config: applicationConfigSchema.nullable(),
  details: applicationDetailsSchema.nullable(),
  detailsSavedAt: timestampSchema.nullable(),
  manualReviewStatus: manualReviewStatusSchema,
  manualReviewNotes: z.string().nullable(),
  manualReviewRequestedAt: timestampSchema.nullable(),
  reviewerAssigned: z.string().nullable(),
  priorityProcessing: z.boolean(),
  /** 'manual' (Pro) or 'expert' (Express) once a review is requested. */
  reviewKind: z.enum(['manual', 'expert']).nullable(),
  reviewStartedAt: timestampSchema.nullable(),
  reviewCompletedAt: timestampSchema.nullable(),
  /** The reviewer's feedback shown under 'Review Complete'. */
  reviewFeedback: z.string().nullable(),
  reviewVerdict: reviewVerdictSchema.nullable(),
  priorityEnabledAt: timestampSchema.nullable(),
  /** An agency's name for the client it files this application for (Express API keys). */
  clientName: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  /** Present where the list embeds them (docs/product.md §6); absent otherwise. */
  documents: z.array(documentSchema).optional(),
  /** In the owner's own views: what is left before the appointment (see readinessOf). */
  readiness: readinessSchema.optional(),
  /** In the owner's own views: the date to file by, from the passport's expiry and a travel date (case-timeline). */
  fileBy: z.string().nullable().optional(),
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationListSchema = z.array(applicationSchema);

/** POST /api/applications: {type, status: 'draft'}. */
export const createApplicationBodySchema = z.strictObject({
  type: applicationTypeSchema,
  status: z.literal('draft').optional(),
  /** An agency filing for a client names them (shown on the Express dashboard and the PDF). */
  clientName: z.string().trim().max(200, 'Use at most 200 characters for the client name.').optional(),
});
export type CreateApplicationBody = z.infer<typeof createApplicationBodySchema>;

/** PATCH /api/applications/{id}: status and/or config, nothing else. */
export const updateApplicationBodySchema = z
  .strictObject({
    status: applicationStatusSchema.optional(),
    config: applicationConfigSchema.optional(),
  })
  .refine((b) => b.status !== undefined || b.config !== undefined, {
    message: 'Send a status or a configuration to change.',
  });
export type UpdateApplicationBody = z.infer<typeof updateApplicationBodySchema>;
