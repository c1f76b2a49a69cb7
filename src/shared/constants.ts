/**
 * Business constants of the product (docs/product.md §12). Values and visible strings are copied word for
 * word; change them here only, never inline in a component or a route.
 */

// ---------------------------------------------------------------------------------------------------------
// Plans (docs/product.md §1, §12)

export const PLAN_IDS = ['basic', 'pro', 'express'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const DEFAULT_PLAN: PlanId = 'basic';

export interface PlanInfo {
  readonly id: PlanId;
  readonly name: string;
  /** One-time price in US dollars (the terms and the Pro page say one-time; see docs/decisions). */
  readonly price: number;
  readonly priceLabel: string;
  readonly billing: 'one-time';
  readonly features: readonly string[];
  readonly processingTime: string;
  /** Months an upload is kept (then deleted, with a notice 30 days before): the one figure every page shows. */
  readonly storageMonths: number;
  /** Maximum applications; null = unlimited. */
  readonly maxApplications: number | null;
  readonly support: string;
  /** Retention of data per the privacy policy, in months. */
  readonly retentionMonths: number;
}

export const PLANS: Readonly<Record<PlanId, PlanInfo>> = {
  basic: {
    id: 'basic',
    name: 'Basic',
    price: 9.99,
    priceLabel: '$9.99',
    billing: 'one-time',
    features: [
      'Single application',
      'AI verification',
      'Photo check',
      'Basic support',
      '5-7 day processing',
      // The spec sold Basic with "no storage" while its privacy policy keeps Basic data 6 months and uploads were
      // kept 6 months: one truth now (docs/decisions/0038-true-statuses.md).
      '6-month storage',
    ],
    processingTime: '5-7 business days',
    storageMonths: 6,
    maxApplications: 1,
    support: 'Business-hours support 9 AM-6 PM EST, Mon-Fri',
    retentionMonths: 6,
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    price: 29.99,
    priceLabel: '$29.99',
    billing: 'one-time',
    features: [
      'Up to 5 applications',
      'Priority support',
      '2-3 day processing',
      '6-month storage',
      'Manual expert review',
      'Detailed error reports',
    ],
    processingTime: '2-3 business days',
    storageMonths: 6,
    maxApplications: 5,
    support: 'Priority support',
    retentionMonths: 12,
  },
  express: {
    id: 'express',
    name: 'Express',
    price: 49.99,
    priceLabel: '$49.99',
    billing: 'one-time',
    features: [
      'Unlimited applications',
      '24-hour processing',
      '24/7 premium support',
      '12-month storage',
      'A dedicated expert',
      'API access for agencies',
    ],
    processingTime: '24 hours',
    storageMonths: 12,
    maxApplications: null,
    support: '24/7 premium support',
    retentionMonths: 12,
  },
};

/** "All plans include 30-day support." */
export const PLAN_SUPPORT_DAYS = 30;
export const PRO_UPGRADE_LABEL = 'Upgrade to Pro - $29.99';

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** Reads a plan from an untrusted source (local storage, query string); anything else is basic. */
export function parsePlan(value: unknown): PlanId {
  return isPlanId(value) ? value : DEFAULT_PLAN;
}

// ---------------------------------------------------------------------------------------------------------
// Paid analysis access

export const UNLOCK_PRICE = 9.99;
export const UNLOCK_PRICE_LABEL = '$9.99';
export const CURRENCY = 'USD';

// ---------------------------------------------------------------------------------------------------------
// Timing (milliseconds)

export const ANALYSIS_POLL_MS = 2000;
export const DOCUMENTS_POLL_MS = 5000;
export const EXPRESS_APPLICATIONS_POLL_MS = 30_000;
export const EXPRESS_STATS_POLL_MS = 60_000;
export const DRAFT_AUTOSAVE_MS = 2000;
export const QUICK_HELP_OPEN_MS = 2000;
/** Quick Help sends the last 5 entries of the conversation. */
export const QUICK_HELP_HISTORY = 5;
export const AUTH_REDIRECT_MS = 1000;
export const AUTH_PAGE_REDIRECT_MS = 500;
export const PRICING_TEST_REDIRECT_MS = 1500;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/**
 * Toasts (issue 22; the spec's "1 at a time, removed after 1,000,000 ms" is superseded, see
 * docs/decisions/0047-client-api.md): at most 3 on screen, success and info gone after 5 s, errors stay until closed.
 */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 5_000;

// ---------------------------------------------------------------------------------------------------------
// Thresholds and limits

/** Photo score bar: green at 80 or more, yellow at 60 or more, red below. */
export const SCORE_GOOD = 80;
export const SCORE_FAIR = 60;
/** Verification card: 25% per satisfied condition, up to 100%. */
export const PROGRESS_STEP = 25;
export const PROGRESS_MAX = 100;
/** The spec says 6; raised to 8 with a common-password check (docs/decisions/0013-production-defaults.md). */
export const MIN_PASSWORD = 8;
export const FILE_NAME_DISPLAY_MAX = 50;
/** A visitor's throwaway demo account is deleted this long after it was made. */
export const DEMO_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const MB = 1024 * 1024;
export const PHOTO_MAX_BYTES = 2 * MB;
export const DOCUMENT_MAX_BYTES = 10 * MB;

// ---------------------------------------------------------------------------------------------------------
// Reviews, storage, support (docs/product.md §12)

export const MANUAL_REVIEW_HOURS = 24;
export const EXPERT_ASSIGN_HOURS = 2;
export const SUPPORT_RESPONSE_HOURS = 2;
/** An e-mail notice goes out this long before an upload's storage ends (storage by plan: PLANS). */
export const STORAGE_EXPIRY_NOTICE_DAYS = 30;
export const ENCRYPTION_LABEL = '256-bit Encrypted';
export const PAYMENT_RECORD_RETENTION_YEARS = 7;

/** Basic and Pro keep uploads 6 months, Express 12 (docs/decisions/0023-plans-and-limits.md). */
export const PLAN_STORAGE_MONTHS: Readonly<Record<PlanId, number>> = {
  basic: PLANS.basic.storageMonths,
  pro: PLANS.pro.storageMonths,
  express: PLANS.express.storageMonths,
};
export const FEEDBACK_MAX_CHARS = 5000;
export const REVIEW_NOTES_MAX_CHARS = 2000;
export const EXPRESS_STATS_DEFAULTS = { successRate: 99.8, avgProcessingTime: '0 hours' } as const;
export const PRO_STATS_DEFAULTS = { avgProcessingTime: 2.3, documentsStored: 0, successRate: 99.8 } as const;

// ---------------------------------------------------------------------------------------------------------
// Browser storage keys

export const STORAGE_KEYS = {
  userPlan: 'userPlan',
  formDraft: 'passportFormDraft',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Product copy

export const PRODUCT_NAME = 'Passport Buddy';
export const TAGLINE = 'Your Smart Passport Renewal Assistant';
export const SUPPORT_EMAIL = 'support@passportbuddy.example';
export const SUPPORT_HOURS_LABEL = 'Business Hours Support';
export const COPYRIGHT = '© 2025';

export const MARKETING_CLAIMS = {
  successRate: '99%',
  setupTime: '15-minute',
  applications: '10k+',
  accuracy: '99.8%',
  proSuccessRate: '99.8%',
  basicSuccessRate: '95%',
  customerSatisfaction: '4.9/5.0',
} as const;

// ---------------------------------------------------------------------------------------------------------
// Support Center (docs/product.md §5): three contact options

export const SUPPORT_PHONE_HOURS = '24/7';
