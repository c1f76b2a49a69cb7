import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { COMPLETE_FORM, US_CONFIG } from '../support/renewal-form.ts';
import { waitForOutboxMail } from '../support/staff.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

const CONFIG = US_CONFIG;
// Lower case on purpose: the server stores passport numbers upper-cased.
const FORM = { ...COMPLETE_FORM, passportNumber: 'k1234567' };

async function newApplication(client: TestClient) {
  const res = await client.post('/api/applications', { type: 'renewal', status: 'draft' });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; status: string };
}

describe('applications', () => {
  it('creates, lists and reads back an application', async () => {
    const { client, user } = await signUp(server.url);
    const app = await newApplication(client);
    expect(app).toMatchObject({ status: 'draft', type: 'renewal', userId: user.id, config: null, details: null });
    const list = (await (await client.get('/api/applications')).json()) as Json[];
    expect(list.map((a) => a.id)).toEqual([app.id]);
    expect(await json(await client.get(`/api/applications/${app.id}`))).toMatchObject({ id: app.id });
  });

  it('refuses bad create bodies', async () => {
    const { client } = await signUp(server.url);
    expect((await client.post('/api/applications', { type: 'tourist' })).status).toBe(400);
    expect((await client.post('/api/applications', { type: 'renewal', status: 'verified' })).status).toBe(400);
    expect((await client.post('/api/applications', { type: 'renewal', userId: 99 })).status).toBe(400);
    expect(await (await client.get('/api/applications')).json()).toEqual([]);
  });

  it('saves the configuration with Continue and moves the status to configured', async () => {
    const { client } = await signUp(server.url);
    const app = await newApplication(client);
    const res = await client.patch(`/api/applications/${app.id}`, { status: 'configured', config: CONFIG });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'configured', config: CONFIG });
    const bad = await client.patch(`/api/applications/${app.id}`, { config: { ...CONFIG, consulate: 'paris' } });
    expect(bad.status).toBe(400);
    expect((await json(bad)).message).toBe('Choose a consulate location.');
  });

  it('lets only staff mark an application verified, failed, completed or rejected', async () => {
    const { client } = await signUp(server.url);
    const app = await newApplication(client);
    for (const status of ['verified', 'failed', 'completed', 'rejected']) {
      const res = await client.patch(`/api/applications/${app.id}`, { status });
      expect(res.status).toBe(409);
      expect((await json(res)).message).toMatch(/Only our review team/);
    }
    expect((await client.patch(`/api/applications/${app.id}`, { status: 'submitted' })).status).toBe(409);
    expect(await json(await client.get(`/api/applications/${app.id}`))).toMatchObject({ status: 'draft' });
  });

  it('saves a draft of the form, then submits it when complete', async () => {
    const { client } = await signUp(server.url);
    const app = await newApplication(client);
    await client.patch(`/api/applications/${app.id}`, { status: 'configured', config: CONFIG });

    const draft = await client.post(`/api/applications/${app.id}/details`, {
      fullName: 'Asha',
      isDraft: true,
      lastSaved: '2026-11-20T10:00:00.000Z',
    });
    expect(draft.status).toBe(200);
    expect(await json(draft)).toMatchObject({ status: 'configured', details: { fullName: 'Asha', isDraft: true } });

    const incomplete = await client.post(`/api/applications/${app.id}/details`, { fullName: 'Asha', isDraft: false });
    expect(incomplete.status).toBe(400);
    expect((await json(incomplete)).message).toBe("Father's name is required");
    expect(await json(await client.get(`/api/applications/${app.id}`))).toMatchObject({
      details: { fullName: 'Asha' },
    });

    const final = await client.post(`/api/applications/${app.id}/details`, FORM);
    expect(final.status).toBe(200);
    expect(await json(final)).toMatchObject({
      status: 'submitted',
      details: { passportNumber: 'K1234567', isDraft: false },
    });

    const completed = (await (await client.get('/api/applications/completed')).json()) as Json[];
    expect(completed.map((a) => a.id)).toEqual([app.id]);
  });

  it('refuses a final save before step 1 is done', async () => {
    const { client } = await signUp(server.url);
    const app = await newApplication(client);
    const res = await client.post(`/api/applications/${app.id}/details`, FORM);
    expect(res.status).toBe(409);
    expect(await json(await client.get(`/api/applications/${app.id}`))).toMatchObject({
      status: 'draft',
      details: null,
    });
  });

  it('downloads the application PDF named after its id', async () => {
    const { client } = await signUp(server.url);
    const app = await newApplication(client);
    await client.patch(`/api/applications/${app.id}`, { status: 'configured', config: CONFIG });
    await client.post(`/api/applications/${app.id}/details`, FORM);
    const res = await client.get(`/api/applications/${app.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`passport-application-${app.id}.pdf`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('owner isolation', () => {
  it("answers 404 for every route on another user's application", async () => {
    const owner = await signUp(server.url);
    const app = await newApplication(owner.client);
    const { client: other } = await signUp(server.url);
    const base = `/api/applications/${app.id}`;
    const attempts = [
      other.get(base),
      other.patch(base, { status: 'configured', config: CONFIG }),
      other.post(`${base}/details`, { fullName: 'Mallory', isDraft: true }),
      other.get(`${base}/download`),
      other.get(`${base}/documents`),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
    expect(await (await other.get('/api/applications')).json()).toEqual([]);
    expect(await json(await owner.client.get(base))).toMatchObject({ status: 'draft', details: null, config: null });
  });

  it('answers 401 when signed out and 404 for ids that are not numbers', async () => {
    const anon = new TestClient(server.url);
    expect((await anon.get('/api/applications')).status).toBe(401);
    expect((await anon.post('/api/applications', { type: 'renewal' })).status).toBe(401);
    const { client } = await signUp(server.url);
    expect((await client.get('/api/applications/abc')).status).toBe(404);
    expect((await client.get('/api/applications/999999')).status).toBe(404);
  });
});

describe('POST /api/test-email', () => {
  it('writes the e-mail to the outbox and says so', async () => {
    const { client, user } = await signUp(server.url);
    const res = await client.post('/api/test-email', { emailType: 'verification_success' });
    expect(res.status).toBe(200);
    expect((await json(res)).message).toContain('Verification Success email sent');
    const mail = await waitForOutboxMail(server, (m) => m.to.includes(user.email) && !/Confirm your/.test(m.subject));
    expect(mail.subject).toContain('passed verification');
  });

  it('refuses an unknown type and a signed-out caller', async () => {
    const { client } = await signUp(server.url);
    expect((await client.post('/api/test-email', { emailType: 'spam' })).status).toBe(400);
    expect(
      (await new TestClient(server.url).post('/api/test-email', { emailType: 'verification_success' })).status,
    ).toBe(401);
    // Who is asking is answered before what they sent.
    expect((await new TestClient(server.url).post('/api/test-email', { emailType: 'spam' })).status).toBe(401);
  });
});
