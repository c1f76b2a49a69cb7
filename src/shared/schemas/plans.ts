import { z } from 'zod';
import { documentSchema } from './documents.ts';

/** Names of figures that are the spec's defaults because the user has no data for them yet. */
export const proStatsSchema = z.object({
  avgProcessingTime: z.number(),
  documentsStored: z.number().int(),
  completedReviews: z.number().int(),
  successRate: z.number(),
  defaults: z.array(z.enum(['avgProcessingTime', 'successRate'])),
});
export type ProStats = z.infer<typeof proStatsSchema>;

export const expressStatsSchema = z.object({
  totalApplications: z.number().int(),
  successRate: z.number(),
  avgProcessingTime: z.string(),
  defaults: z.array(z.enum(['avgProcessingTime', 'successRate'])),
});
export type ExpressStats = z.infer<typeof expressStatsSchema>;

/** 403 body of POST /api/applications over the plan limit. */
export const planLimitErrorSchema = z.object({
  message: z.string(),
  upgradePath: z.string(),
  upgradeTo: z.enum(['pro', 'express']),
});
export type PlanLimitError = z.infer<typeof planLimitErrorSchema>;

/** GET /api/user-documents: one stored, non-deleted document. */
export const storedDocumentSchema = documentSchema.extend({
  expiresAt: z.string().nullable(),
  daysRemaining: z.number().int().nullable(),
  kind: z.enum(['Image', 'Document']),
});
export type StoredDocument = z.infer<typeof storedDocumentSchema>;
export const storedDocumentListSchema = z.array(storedDocumentSchema);
