import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../support/client.ts';
import { form, jpeg } from '../support/files.ts';
import { mailsQueued } from '../support/staff.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

// Gates across every issue-7 route: visitors, other owners, unpaid intents, wrong plans, races.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Plan = 'basic' | 'pro' | 'express';

/** A signed-in user; with `plan`, bought through the real test-mode checkout. */
async function buyer(plan?: Plan, signUpPlan?: Plan) {
  const { client, user } = await signUp(server.url, signUpPlan ? { plan: signUpPlan } : {});
  if (plan) {
    const res = await client.post('/api/create-payment-intent', { planId: plan });
    expect(res.status).toBe(200);
    const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
    const sessionId = new URL(checkoutUrl, server.url).searchParams.get('session_id') ?? '';
    const paid = (await (await client.get(`/api/payment-success?session_id=${sessionId}`)).json()) as Record<
      string,
      unknown
    >;
    expect(paid.success).toBe(true);
  }
  return { client, user };
}

async function applicationWithPhoto(client: TestClient) {
  const created = await client.post('/api/applications', { type: 'renewal' });
  expect(created.status).toBe(201);
  const app = (await created.json()) as { id: number };
  const up = await client.request(
    'POST',
    `/api/applications/${app.id}/documents`,
    form('photo', await jpeg(), 'me.jpg', 'image/jpeg'),
  );
  expect(up.status).toBe(201);
  const doc = (await up.json()) as { id: number };
  return { appId: app.id, docId: doc.id };
}

const row = (id: number) =>
  server.app.ctx.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Every new route of issue 7, for one application and one document. */
function routes(appId: number, docId: number): Array<[method: string, path: string, body?: unknown]> {
  return [
    ['GET', '/api/pro-stats'],
    ['GET', '/api/express-stats'],
    ['GET', '/api/user-documents'],
    ['POST', `/api/applications/${appId}/manual-review`, {}],
    ['POST', `/api/applications/${appId}/expert-review`, {}],
    ['POST', `/api/applications/${appId}/priority-processing`, {}],
    ['POST', `/api/applications/${appId}/express-priority`, {}],
    ['POST', `/api/applications/${appId}/feedback`, { feedback: 'Great' }],
    ['GET', `/api/applications/${appId}/detailed-report`],
    ['GET', `/api/applications/${appId}/detailed-report?format=pdf`],
    ['GET', `/api/documents/${docId}/secure-download`],
    ['GET', `/api/documents/${docId}/express-download`],
    ['DELETE', `/api/documents/${docId}`],
  ];
}

describe('issue-7 route gates', () => {
  it('answers 401 to a visitor on every new route and changes nothing', async () => {
    const owner = await buyer('express');
    const { appId, docId } = await applicationWithPhoto(owner.client);
    const visitor = new TestClient(server.url);
    for (const [method, path, body] of routes(appId, docId)) {
      const res = await visitor.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect(await row(appId)).toMatchObject({ manual_review_status: 'pending', priority_processing: 0 });
    expect((await owner.client.get(`/api/documents/${docId}/secure-download`)).status).toBe(200);
  });

  it("answers 404 to another Express user on every per-resource route and leaves the owner's data alone", async () => {
    const owner = await buyer('express');
    const { appId, docId } = await applicationWithPhoto(owner.client);
    const other = await buyer('express');
    for (const [method, path, body] of routes(appId, docId).slice(3)) {
      const res = await other.client.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await row(appId)).toMatchObject({ manual_review_status: 'pending', priority_processing: 0 });
    const feedback = await server.app.ctx.db
      .selectFrom('application_feedback')
      .selectAll()
      .where('application_id', '=', appId)
      .execute();
    expect(feedback).toEqual([]);
    // The document survived the other user's DELETE.
    const download = await owner.client.get(`/api/documents/${docId}/express-download`);
    expect(download.status).toBe(200);
    expect(((await (await other.client.get('/api/user-documents')).json()) as unknown[]).length).toBe(0);
  });

  it('a Pro plan picked at sign-up is only an intent: 403 until paid, then Pro routes open', async () => {
    const { client } = await buyer(undefined, 'pro');
    expect(await (await client.get('/api/subscription-status')).json()).toMatchObject({
      plan: 'pro',
      status: 'unpaid',
    });
    const { appId, docId } = await applicationWithPhoto(client);
    for (const [method, path, body] of routes(appId, docId).slice(0, 12)) {
      if (path === '/api/user-documents') continue;
      const res = await client.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await row(appId)).toMatchObject({ manual_review_status: 'pending', priority_processing: 0 });

    const res = await client.post('/api/create-payment-intent', { planId: 'pro' });
    const sessionId = new URL(((await res.json()) as { checkoutUrl: string }).checkoutUrl, server.url).searchParams.get(
      'session_id',
    );
    await client.get(`/api/payment-success?session_id=${sessionId}`);
    expect((await client.get('/api/pro-stats')).status).toBe(200);
    expect((await client.post(`/api/applications/${appId}/priority-processing`, {})).status).toBe(200);
    expect((await client.get(`/api/documents/${docId}/secure-download`)).status).toBe(200);
    // Express-only routes stay closed to Pro.
    expect((await client.get('/api/express-stats')).status).toBe(403);
    expect((await client.post(`/api/applications/${appId}/expert-review`, {})).status).toBe(403);
    expect((await client.post(`/api/applications/${appId}/express-priority`, {})).status).toBe(403);
  });

  it('a paid Basic user gets 403 on paid-plan routes but keeps the storage list and delete', async () => {
    const { client } = await buyer('basic');
    const { appId, docId } = await applicationWithPhoto(client);
    for (const path of [
      '/api/pro-stats',
      '/api/express-stats',
      `/api/applications/${appId}/detailed-report`,
      `/api/documents/${docId}/secure-download`,
    ]) {
      expect((await client.get(path)).status, path).toBe(403);
    }
    const forbidden = await client.post(`/api/applications/${appId}/manual-review`, { notes: 'please' });
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()) as Record<string, unknown>).toHaveProperty('message');
    const list = (await (await client.get('/api/user-documents')).json()) as Array<{ id: number }>;
    expect(list.map((d) => d.id)).toEqual([docId]);
    expect((await client.delete(`/api/documents/${docId}`)).status).toBe(200);
    expect((await (await client.get('/api/user-documents')).json()) as unknown[]).toEqual([]);
    expect((await client.delete(`/api/documents/${docId}`)).status).toBe(404);
  });

  it('a deleted document can no longer be downloaded and leaves the Pro stats count', async () => {
    const { client } = await buyer('pro');
    const { docId } = await applicationWithPhoto(client);
    const before = (await (await client.get('/api/pro-stats')).json()) as { documentsStored: number };
    expect(before.documentsStored).toBe(1);
    expect((await client.delete(`/api/documents/${docId}`)).status).toBe(200);
    expect((await client.get(`/api/documents/${docId}/secure-download`)).status).toBe(404);
    const after = (await (await client.get('/api/pro-stats')).json()) as { documentsStored: number };
    expect(after.documentsStored).toBe(0);
  });
});

describe('purchases and races', () => {
  it('buying the same plan twice answers 409 and records no second payment', async () => {
    const { client, user } = await buyer('pro');
    const sessions = () =>
      server.app.ctx.db.selectFrom('payment_sessions').selectAll().where('user_id', '=', user.id).execute();
    expect((await sessions()).length).toBe(1);
    for (const planId of ['pro', 'basic']) {
      const res = await client.post('/api/create-payment-intent', { planId });
      expect(res.status, planId).toBe(409);
    }
    expect((await sessions()).length).toBe(1);
    expect((await client.post('/api/create-payment-intent', { planId: 'express' })).status).toBe(200);
  });

  it('two concurrent review requests end in one request, one 409 and one e-mail', async () => {
    const { client, user } = await buyer('express');
    const { appId } = await applicationWithPhoto(client);
    const results = await Promise.all([
      client.post(`/api/applications/${appId}/manual-review`, { notes: 'first' }),
      client.post(`/api/applications/${appId}/expert-review`, {}),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    // The real mail queue: exactly one request e-mail went to this user.
    expect(await mailsQueued(server, user.email, /review request/)).toBe(1);
    expect(await row(appId)).toMatchObject({ manual_review_status: 'requested' });
  });

  it('answers 404 to an id that is not a number and 400 to bad bodies, changing nothing', async () => {
    const { client } = await buyer('express');
    const { appId } = await applicationWithPhoto(client);
    // The project-wide rule (idParam in src/server/http/contract.ts): an id that cannot exist is simply not found.
    expect((await client.post('/api/applications/abc/manual-review', {})).status).toBe(404);
    expect((await client.get('/api/documents/abc/secure-download')).status).toBe(404);
    const extra = await client.post(`/api/applications/${appId}/manual-review`, { notes: 'x', admin: true });
    expect(extra.status).toBe(400);
    const blank = await client.post(`/api/applications/${appId}/feedback`, { feedback: '   ' });
    expect(blank.status).toBe(400);
    expect(await row(appId)).toMatchObject({ manual_review_status: 'pending' });
  });
});
