import { EXPRESS_STATS_DEFAULTS, PRO_STATS_DEFAULTS } from '#shared/constants.ts';
import { formatDuration, NO_DATA_YET } from '#shared/domain/durations.ts';
import type { ExpressStats, ProStats } from '#shared/schemas/plans.ts';
import type { Db } from '../../db/connect.ts';
import { listReviewFacts } from '../../repositories/applications.repository.ts';
import { countStoredDocuments } from '../../repositories/documents.repository.ts';

const HOUR_MS = 3_600_000;
const round1 = (n: number) => Math.round(n * 10) / 10;

async function userFacts(db: Db, userId: number) {
  const apps = await listReviewFacts(db, userId);
  const durations = apps
    .filter((a) => a.manual_review_status === 'completed' && a.manual_review_requested_at && a.review_completed_at)
    .map((a) => Date.parse(a.review_completed_at ?? '') - Date.parse(a.manual_review_requested_at ?? ''))
    .filter((ms) => Number.isFinite(ms) && ms >= 0);
  // Decided = the outcome is known; success = verified (or completed after verification).
  const decided = apps.filter((a) => ['verified', 'completed', 'failed', 'rejected'].includes(a.status));
  const succeeded = decided.filter((a) => a.status === 'verified' || a.status === 'completed');
  return {
    total: apps.length,
    completedReviews: durations.length,
    avgMs: durations.length ? durations.reduce((s, d) => s + d, 0) / durations.length : null,
    successRate: decided.length ? round1((100 * succeeded.length) / decided.length) : null,
  };
}

/** Pro stat cards from the user's data; the spec's 2.3 days and 99.8% only where there is none, named in `defaults`. */
export async function proStats(db: Db, userId: number): Promise<ProStats> {
  const facts = await userFacts(db, userId);
  const stored = await countStoredDocuments(db, userId);
  const defaults: ProStats['defaults'] = [];
  if (facts.avgMs === null) defaults.push('avgProcessingTime');
  if (facts.successRate === null) defaults.push('successRate');
  return {
    avgProcessingTime:
      // Three decimals: a review of twenty minutes is 0.014 days, not 0 (the client words it: formatDays).
      facts.avgMs === null
        ? PRO_STATS_DEFAULTS.avgProcessingTime
        : Math.round((facts.avgMs / (24 * HOUR_MS)) * 1000) / 1000,
    documentsStored: stored,
    completedReviews: facts.completedReviews,
    successRate: facts.successRate ?? PRO_STATS_DEFAULTS.successRate,
    defaults,
  };
}

export async function expressStats(db: Db, userId: number): Promise<ExpressStats> {
  const facts = await userFacts(db, userId);
  const defaults: ExpressStats['defaults'] = [];
  if (facts.avgMs === null) defaults.push('avgProcessingTime');
  if (facts.successRate === null) defaults.push('successRate');
  return {
    totalApplications: facts.total,
    successRate: facts.successRate ?? EXPRESS_STATS_DEFAULTS.successRate,
    avgProcessingTime: facts.avgMs === null ? NO_DATA_YET : formatDuration(facts.avgMs),
    defaults,
  };
}
