import { ruleOverridesSchema } from '#shared/schemas/case.ts';
import { apiQuery } from '#client/lib/api.ts';

/** src/server/routes/case.routes.ts (the checklist resolves in the browser with the shared resolver). */

export const ruleOverridesQuery = () => apiQuery(ruleOverridesSchema, '/api/case/rule-overrides');
