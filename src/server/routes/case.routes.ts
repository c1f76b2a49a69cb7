import type { FastifyInstance } from 'fastify';
import { getProvider, missionsForCountry, resolveApplicationCase, resolveCase, todayIso } from '#shared/case/index.ts';
import { toApplicationType } from '#shared/schemas/applications.ts';
import {
  caseResultSchema,
  missionListSchema,
  ruleOverridesSchema,
  missionsQuerySchema,
  resolveCaseBodySchema,
} from '#shared/schemas/case.ts';
import { requireUser } from '../auth/guards.ts';
import { requireOwnedApplication } from '../domain/applications/require-owned-application.ts';
import { AppError } from '../http/app-error.ts';
import { errors, idParams, SIGNED_IN, typed } from '../http/contract.ts';
import { toApplication } from '../repositories/applications.repository.ts';

const TAGS = ['Case'];

/**
 * The case rules module (src/shared/case) over HTTP: docs/decisions/0035-case-rules.md. The resolver is pure and the
 * rules are public facts, so resolving answers and listing missions are open to visitors (the step-1 screen and
 * an agency's own tools use them before any application exists); an application's own case is its owner's.
 */
export async function caseRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const api = typed(app);

  api.post(
    '/api/case/resolve',
    {
      schema: {
        tags: TAGS,
        summary: 'Resolve step-1 answers into documents, Tatkaal, police verification, fees, time and photo size',
        security: [],
        body: resolveCaseBodySchema,
        response: { 200: caseResultSchema, ...errors(400, 429) },
      },
    },
    async (request) =>
      resolveCase(request.body.answers, {
        today: request.body.today ?? todayIso(),
        overrides: app.ctx.ruleOverrides.current(),
      }),
  );

  api.get(
    '/api/case/rule-overrides',
    {
      schema: {
        tags: TAGS,
        summary: "Staff's edits to the case rules, for resolving answers in the browser as the server does",
        security: [],
        response: { 200: ruleOverridesSchema, ...errors(429) },
      },
    },
    async () => ({ overrides: app.ctx.ruleOverrides.current() }),
  );

  api.get(
    '/api/case/missions',
    {
      schema: {
        tags: TAGS,
        summary: 'The Indian missions in a country, each with its service provider, centre and photo print size',
        security: [],
        querystring: missionsQuerySchema,
        response: { 200: missionListSchema, ...errors(400, 429) },
      },
    },
    async (request) => ({
      missions: missionsForCountry(request.query.country).map((m) => {
        const provider = getProvider(m.provider);
        return {
          id: m.id,
          kind: m.kind,
          name: m.name,
          city: m.city,
          country: m.country,
          jurisdiction: m.jurisdiction,
          currency: m.currency,
          provider: { id: provider.id, name: provider.name, website: provider.website },
          centreAddress: m.providerCentre.address,
          photoPrint: m.photoPrint.label,
        };
      }),
    }),
  );

  api.get(
    '/api/applications/:id/case',
    {
      config: { apiKey: 'read' },
      schema: {
        tags: ['Applications'],
        summary: "This application's case: what to bring, Tatkaal, police verification, fees, time, photo size",
        params: idParams('Application'),
        response: { 200: caseResultSchema, ...errors(404, 409, ...SIGNED_IN) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const row = await requireOwnedApplication(db, user.id, request.params.id);
      const application = toApplication(row);
      const result = resolveApplicationCase(
        { type: toApplicationType(application.type), config: application.config, details: application.details },
        todayIso(),
        app.ctx.ruleOverrides.current(),
      );
      if (!result) throw new AppError(409, 'Choose your situation on step 1 first.');
      return result;
    },
  );
}
