import { z } from 'zod';

/** GET /api/health: the process answers and the database with it. */
export const healthSchema = z.object({ ok: z.literal(true) });

/** GET /healthz: the process answers; nothing else is checked. */
export const livenessSchema = z.object({ status: z.literal('live') });

export const READINESS_CHECKS = ['database', 'queue', 'storage'] as const;

/** GET /readyz: 200 "ready" or 503 "not ready", each check by name (reasons stay in the log). */
export const serviceReadinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.record(z.enum(READINESS_CHECKS), z.enum(['ok', 'failing'])),
});
export type ServiceReadiness = z.infer<typeof serviceReadinessSchema>;
