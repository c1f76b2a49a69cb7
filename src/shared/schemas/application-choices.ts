/**
 * The step-1 choices and the application type (docs/product.md §3, §6), apart from the schemas that use them, so the
 * case rules module (src/shared/case) can read them and applications.ts can embed the case answers without an
 * import cycle. Re-exported from applications.ts.
 */
import { z } from 'zod';

export const APPLICATION_TYPES = ['renewal', 'new'] as const;
export const applicationTypeSchema = z.enum(APPLICATION_TYPES);
export type ApplicationType = z.infer<typeof applicationTypeSchema>;

export const APPLICATION_TYPE_LABELS: Readonly<Record<ApplicationType, string>> = {
  renewal: 'Passport Renewal',
  new: 'New Passport Application',
};
export const COUNTRIES = ['US', 'UK', 'CA', 'AU', 'DE', 'SG', 'UAE', 'OTHER'] as const;
export const TIMELINES = ['normal', 'fast', 'urgent'] as const;
export const REASONS = ['expired', 'expiring', 'damaged', 'lost', 'pages', 'change'] as const;
export const CONSULATES = ['ny', 'sf', 'london', 'toronto', 'sydney', 'dubai', 'singapore'] as const;
export type Country = (typeof COUNTRIES)[number];
export type Timeline = (typeof TIMELINES)[number];
export type Reason = (typeof REASONS)[number];
export type Consulate = (typeof CONSULATES)[number];

export const COUNTRY_LABELS: Readonly<Record<Country, string>> = {
  US: 'United States',
  UK: 'United Kingdom',
  CA: 'Canada',
  AU: 'Australia',
  DE: 'Germany',
  SG: 'Singapore',
  UAE: 'United Arab Emirates',
  OTHER: 'Other',
};

export const TIMELINE_LABELS: Readonly<Record<Timeline, string>> = {
  normal: 'Normal (6-8 weeks) - Regular fee',
  fast: 'Fast (3-4 weeks) - +₹2000',
  urgent: 'Urgent (1-2 weeks) - +₹5000',
};

export const REASON_LABELS: Readonly<Record<Reason, string>> = {
  expired: 'Passport expired',
  expiring: 'Passport expiring soon',
  damaged: 'Passport damaged',
  lost: 'Passport lost or stolen',
  pages: 'Pages exhausted',
  change: 'Change in personal details',
};

export const CONSULATE_LABELS: Readonly<Record<Consulate, string>> = {
  ny: 'Consulate General of India, New York',
  sf: 'Consulate General of India, San Francisco',
  london: 'High Commission of India, London',
  toronto: 'Consulate General of India, Toronto',
  sydney: 'Consulate General of India, Sydney',
  dubai: 'Consulate General of India, Dubai',
  singapore: 'High Commission of India, Singapore',
};
