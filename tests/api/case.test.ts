import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseResult } from '#shared/case/index.ts';
import type { BuddyResponse } from '#shared/schemas/buddy.ts';
import type { ApplicationConfig } from '#shared/schemas/applications.ts';
import { TestClient, signUp } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MUNICH_LOST = {
  applicationType: 'renewal',
  reason: 'lost',
  ageGroup: 'adult',
  countryOfResidence: 'DE',
  missionId: 'cgi-munich',
  timeline: 'normal',
} as const;

const munichConfig: ApplicationConfig = {
  countryOfResidence: 'DE',
  timeline: 'normal',
  reason: 'lost',
  consulate: 'london',
  emailNotifications: true,
  smsNotifications: false,
  caseAnswers: MUNICH_LOST,
};

async function application(client: TestClient, type: 'renewal' | 'new') {
  const res = await client.post('/api/applications', { type });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe('POST /api/case/resolve', () => {
  it('answers a visitor: a lost passport at Munich closes Tatkaal, needs a police report and a 50 x 50 mm photo', async () => {
    const res = await new TestClient(server.url).post('/api/case/resolve', {
      answers: MUNICH_LOST,
      today: '2026-11-26',
    });
    expect(res.status).toBe(200);
    const result = (await res.json()) as CaseResult;
    expect(result.mission?.name).toBe('Consulate General of India, Munich');
    expect(result.tatkaal.status).toBe('closed');
    expect(result.policeVerification.likely).toBe(true);
    expect(result.photo.print).toMatchObject({ widthMm: 50, heightMm: 50 });
    const police = result.documents.find((d) => d.id === 'police-report');
    expect(police).toMatchObject({ required: true, uploadSlot: 'additional' });
    expect(police?.source.url).toMatch(/^https:\/\//);
    expect(police?.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(result.fees.currency).toBe('EUR');
  });

  it('marks a rule checked more than 180 days before the given day as stale', async () => {
    const res = await new TestClient(server.url).post('/api/case/resolve', {
      answers: MUNICH_LOST,
      today: '2027-12-01',
    });
    const result = (await res.json()) as CaseResult;
    expect(result.staleRuleIds.length).toBeGreaterThan(0);
    expect(result.documents.every((d) => d.stale)).toBe(true);
  });

  it('refuses answers that do not fit together, with the field named', async () => {
    const res = await new TestClient(server.url).post('/api/case/resolve', {
      answers: { ...MUNICH_LOST, missionId: 'cgi-dubai' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('Choose a mission in your country');
  });
});

describe('GET /api/case/missions', () => {
  it("lists a country's missions with their provider and print size", async () => {
    const res = await new TestClient(server.url).get('/api/case/missions?country=DE');
    expect(res.status).toBe(200);
    const { missions } = (await res.json()) as { missions: { id: string; photoPrint: string; provider: unknown }[] };
    expect(missions.map((m) => m.id).sort()).toEqual(['cgi-frankfurt', 'cgi-hamburg', 'cgi-munich', 'eoi-berlin']);
    expect(missions.find((m) => m.id === 'cgi-munich')?.photoPrint).toBe('50 x 50 mm');
  });

  it('refuses a country outside the list', async () => {
    const res = await new TestClient(server.url).get('/api/case/missions?country=FR');
    expect(res.status).toBe(400);
  });
});

describe('GET /api/applications/{id}/case', () => {
  it("answers the owner from the saved answers, and 404 for another user's application", async () => {
    const { client } = await signUp(server.url);
    const id = await application(client, 'renewal');
    expect((await client.get(`/api/applications/${id}/case`)).status).toBe(409);
    const saved = await client.patch(`/api/applications/${id}`, { status: 'configured', config: munichConfig });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { config: ApplicationConfig }).config.caseAnswers).toEqual(MUNICH_LOST);

    const res = await client.get(`/api/applications/${id}/case`);
    expect(res.status).toBe(200);
    const result = (await res.json()) as CaseResult;
    expect(result.mission?.id).toBe('cgi-munich');
    expect(result.tatkaal.status).toBe('closed');

    const other = await signUp(server.url);
    const stranger = await other.client.get(`/api/applications/${id}/case`);
    expect(stranger.status).toBe(404);
    expect(await stranger.text()).not.toContain('Munich');
    expect((await new TestClient(server.url).get(`/api/applications/${id}/case`)).status).toBe(401);
  });

  it('derives the case of an application saved without answers from its configuration', async () => {
    const { client } = await signUp(server.url);
    const id = await application(client, 'renewal');
    const { caseAnswers: _none, ...old } = munichConfig;
    const saved = await client.patch(`/api/applications/${id}`, {
      config: { ...old, countryOfResidence: 'US', consulate: 'sf', reason: 'expiring' },
    });
    expect(saved.status).toBe(200);
    const result = (await (await client.get(`/api/applications/${id}/case`)).json()) as CaseResult;
    expect(result.mission?.id).toBe('cgi-san-francisco');
    expect(result.wording.service).toBe('Re-issue of passport on expiry');
  });

  it('refuses answers that disagree with the configuration or with the application type', async () => {
    const { client } = await signUp(server.url);
    const id = await application(client, 'renewal');
    const country = await client.patch(`/api/applications/${id}`, {
      config: { ...munichConfig, countryOfResidence: 'UK' },
    });
    expect(country.status).toBe(400);
    const type = await client.patch(`/api/applications/${id}`, {
      config: { ...munichConfig, caseAnswers: { applicationType: 'new', ageGroup: 'adult', countryOfResidence: 'DE' } },
    });
    expect(type.status).toBe(400);
    expect(((await type.json()) as { message: string }).message).toContain('another kind of application');
  });
});

describe('the upload slots follow the case', () => {
  it('asks a new application for no current passport, and a lost passport for the police report', async () => {
    const { client } = await signUp(server.url);
    const fresh = await application(client, 'new');
    const saved = await client.patch(`/api/applications/${fresh}`, {
      config: {
        ...munichConfig,
        caseAnswers: { applicationType: 'new', ageGroup: 'adult', countryOfResidence: 'DE', missionId: 'cgi-munich' },
      },
    });
    expect(saved.status).toBe(200);
    const problems = ((await (await client.get(`/api/applications/${fresh}/buddy`)).json()) as BuddyResponse).problems;
    const titles = problems.map((p) => p.title);
    expect(titles.some((t) => t.includes('Current Passport'))).toBe(false);
    const slotProblem = problems.find((p) => p.id === 'missing-passport');
    expect(slotProblem?.title).toBe('Birth certificate not uploaded yet');

    // The basic plan holds one application: a second user for the second case.
    const second = (await signUp(server.url)).client;
    const lost = await application(second, 'renewal');
    await second.patch(`/api/applications/${lost}`, { config: munichConfig });
    const lostProblems = ((await (await second.get(`/api/applications/${lost}/buddy`)).json()) as BuddyResponse)
      .problems;
    const ids = lostProblems.map((p) => p.id);
    // The lost passport's copy is optional; the police report takes the additional slot, required.
    expect(ids).not.toContain('missing-passport');
    expect(ids).toContain('missing-additional');
  });

  it('keeps the spec slots for an application before step 1 is saved', async () => {
    const { client } = await signUp(server.url);
    const id = await application(client, 'new');
    const problems = ((await (await client.get(`/api/applications/${id}/buddy`)).json()) as BuddyResponse).problems;
    expect(problems.map((p) => p.id)).toEqual([
      'missing-passport_application',
      'missing-photo',
      'missing-passport',
      'missing-address_proof',
    ]);
  });
});
