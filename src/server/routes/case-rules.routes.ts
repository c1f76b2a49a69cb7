import type { FastifyInstance } from 'fastify';
import {
  adminCaseRuleListSchema,
  adminCaseRuleSchema,
  caseRuleParamsSchema,
  editCaseRuleBodySchema,
} from '#shared/schemas/case-rules.ts';
import { requirePermission, staffOnly } from '../auth/guards.ts';
import { editCaseRule, listCaseRulesForStaff, recheckCaseRule } from '../domain/admin/case-rules.ts';
import { todayIso } from '../domain/case/application-case.ts';
import { errors, SIGNED_IN, typed } from '../http/contract.ts';

const TAGS = ['Admin'];
const STAFF = [403, ...SIGNED_IN];
const PERMISSION = 'case-rule:write';

/** Staff keep the case rules true: list, re-check, edit (issue 20 part 6). */
export async function caseRulesRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const api = typed(app);

  api.get(
    '/api/admin/case-rules',
    {
      preValidation: staffOnly(PERMISSION),
      schema: {
        tags: TAGS,
        summary: 'Every case rule with its source, checked-on date, stale flag and the open applications it affects',
        response: { 200: adminCaseRuleListSchema, ...errors(...STAFF) },
      },
    },
    async (request) => {
      await requirePermission(request, PERMISSION);
      return listCaseRulesForStaff(ctx.db, todayIso());
    },
  );

  api.post(
    '/api/admin/case-rules/:id/recheck',
    {
      preValidation: staffOnly(PERMISSION),
      schema: {
        tags: TAGS,
        summary: 'Mark a case rule re-checked against its source today (audited)',
        params: caseRuleParamsSchema,
        response: { 200: adminCaseRuleSchema, ...errors(400, 404, ...STAFF) },
      },
    },
    async (request) => {
      const staff = await requirePermission(request, PERMISSION);
      const rule = await recheckCaseRule(ctx.db, staff, request.params.id, todayIso());
      // Every answer this process gives uses the edit from now on (other processes within a refresh).
      await ctx.ruleOverrides.refresh();
      return rule;
    },
  );

  api.patch(
    '/api/admin/case-rules/:id',
    {
      preValidation: staffOnly(PERMISSION),
      schema: {
        tags: TAGS,
        summary: "Correct a case rule's value, checked against its kind; it counts as re-checked today (audited)",
        params: caseRuleParamsSchema,
        body: editCaseRuleBodySchema,
        response: { 200: adminCaseRuleSchema, ...errors(400, 404, ...STAFF) },
      },
    },
    async (request) => {
      const staff = await requirePermission(request, PERMISSION);
      const rule = await editCaseRule(ctx.db, staff, request.params.id, request.body.value, todayIso());
      // Every answer this process gives uses the edit from now on (other processes within a refresh).
      await ctx.ruleOverrides.refresh();
      return rule;
    },
  );
}
