import { z } from 'zod';

/** GET /api/admin/case-rules: one case rule as staff see it (issue 20 part 6). */
export const adminCaseRuleSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** Where it applies: mission and country ids, or "all missions". */
  scope: z.string(),
  /** The value in force (staff's edit when there is one): its shape depends on the kind. */
  value: z.unknown(),
  source: z.object({ title: z.string(), url: z.string().nullable() }),
  /** YYYY-MM-DD: when the rule was last compared with its source. */
  checkedOn: z.string(),
  /** Checked more than 180 days ago. */
  stale: z.boolean(),
  confirmWithMission: z.boolean(),
  note: z.string().nullable(),
  /** Staff changed its value (the shipped value is replaced). */
  edited: z.boolean(),
  /** Applications in progress whose answer uses this rule. */
  openApplications: z.number().int().nonnegative(),
});
export type AdminCaseRule = z.infer<typeof adminCaseRuleSchema>;

export const adminCaseRuleListSchema = z.object({
  today: z.string(),
  /** A rule checked longer ago than this reads as stale. */
  staleAfterDays: z.number().int().positive(),
  /** Applications in progress that have a step-1 configuration (what the counts are out of). */
  openApplications: z.number().int().nonnegative(),
  items: z.array(adminCaseRuleSchema),
});
export type AdminCaseRuleList = z.infer<typeof adminCaseRuleListSchema>;

export const caseRuleParamsSchema = z.object({
  id: z
    .string()
    .max(200)
    .regex(/^[a-z0-9][a-z0-9.-]*$/, 'Unknown rule.'),
});

/** PATCH /api/admin/case-rules/{id}: the rule's whole new value, checked against the rule's kind. */
export const editCaseRuleBodySchema = z.strictObject({
  value: z.unknown().refine((v) => v !== undefined, 'Give the new value.'),
});
export type EditCaseRuleBody = z.infer<typeof editCaseRuleBodySchema>;
