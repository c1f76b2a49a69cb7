import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../support/client.ts';
import { form, jpeg, pdf } from '../support/files.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

/** A signed-in user who bought `plan` through the real test-mode checkout. */
async function buyer(plan?: 'basic' | 'pro' | 'express') {
  const { client, user } = await signUp(server.url);
  if (plan) {
    const res = await client.post('/api/create-payment-intent', { planId: plan });
    const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
    const sessionId = new URL(checkoutUrl, server.url).searchParams.get('session_id') ?? '';
    expect((await json(await client.get(`/api/payment-success?session_id=${sessionId}`))).success).toBe(true);
  }
  return { client, user };
}

async function newApplication(client: TestClient) {
  const res = await client.post('/api/applications', { type: 'renewal' });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
}

async function upload(client: TestClient, appId: number, type: string, bytes: Buffer, name: string, mime: string) {
  const res = await client.request('POST', `/api/applications/${appId}/documents`, form(type, bytes, name, mime));
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
}

describe('plan limits', () => {
  it('Basic allows one application, an unpaid account too, and answers 403 with an upgrade path', async () => {
    for (const plan of [undefined, 'basic'] as const) {
      const { client } = await buyer(plan);
      await newApplication(client);
      const res = await client.post('/api/applications', { type: 'new' });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ upgradeTo: 'pro', upgradePath: '/pro-plan' });
      expect(((await (await client.get('/api/applications')).json()) as unknown[]).length).toBe(1);
    }
  });

  it('Pro allows five, completed ones still count; Express has no limit', async () => {
    const { client, user } = await buyer('pro');
    const first = await newApplication(client);
    for (let i = 0; i < 4; i++) await newApplication(client);
    await server.app.ctx.db
      .updateTable('applications')
      .set({ status: 'completed' })
      .where('id', '=', first.id)
      .execute();
    const over = await client.post('/api/applications', { type: 'renewal' });
    expect(over.status).toBe(403);
    expect(await over.json()).toMatchObject({ upgradeTo: 'express' });
    expect(user.id).toBeGreaterThan(0);

    const express = await buyer('express');
    for (let i = 0; i < 7; i++) await newApplication(express.client);
  });

  it('buying a higher plan lifts the limit', async () => {
    const { client } = await buyer('basic');
    await newApplication(client);
    expect((await client.post('/api/applications', { type: 'renewal' })).status).toBe(403);
    const res = await client.post('/api/create-payment-intent', { planId: 'pro' });
    const sessionId = new URL(((await res.json()) as { checkoutUrl: string }).checkoutUrl, server.url).searchParams.get(
      'session_id',
    );
    await client.get(`/api/payment-success?session_id=${sessionId}`);
    expect((await client.post('/api/applications', { type: 'renewal' })).status).toBe(201);
  });
});

describe('plan stats', () => {
  it('answers 401 to visitors and 403 to other or unpaid plans', async () => {
    const visitor = new TestClient(server.url);
    expect((await visitor.get('/api/pro-stats')).status).toBe(401);
    expect((await visitor.get('/api/express-stats')).status).toBe(401);
    const unpaidPro = await signUp(server.url, { plan: 'pro' });
    expect((await unpaidPro.client.get('/api/pro-stats')).status).toBe(403);
    const basic = await buyer('basic');
    expect((await basic.client.get('/api/pro-stats')).status).toBe(403);
    const pro = await buyer('pro');
    expect((await pro.client.get('/api/express-stats')).status).toBe(403);
  });

  it('Pro stats are the spec defaults, flagged, until there is data; then the real figures', async () => {
    const { client } = await buyer('pro');
    expect(await json(await client.get('/api/pro-stats'))).toEqual({
      avgProcessingTime: 2.3,
      documentsStored: 0,
      completedReviews: 0,
      successRate: 99.8,
      defaults: ['avgProcessingTime', 'successRate'],
    });
    const a = await newApplication(client);
    const b = await newApplication(client);
    await upload(client, a.id, 'photo', await jpeg(), 'me.jpg', 'image/jpeg');
    const db = server.app.ctx.db;
    // A review completed 2 days after the request (what the staff side will write), one verified, one failed.
    await db
      .updateTable('applications')
      .set({
        status: 'verified',
        manual_review_status: 'completed',
        manual_review_requested_at: '2026-01-01T00:00:00.000Z',
        review_completed_at: '2026-01-03T00:00:00.000Z',
      })
      .where('id', '=', a.id)
      .execute();
    await db.updateTable('applications').set({ status: 'failed' }).where('id', '=', b.id).execute();
    expect(await json(await client.get('/api/pro-stats'))).toEqual({
      avgProcessingTime: 2,
      documentsStored: 1,
      completedReviews: 1,
      successRate: 50,
      defaults: [],
    });
  });

  it('Express stats count applications and say hours', async () => {
    const { client } = await buyer('express');
    expect(await json(await client.get('/api/express-stats'))).toEqual({
      totalApplications: 0,
      successRate: 99.8,
      avgProcessingTime: 'No data yet',
      defaults: ['avgProcessingTime', 'successRate'],
    });
    const a = await newApplication(client);
    await server.app.ctx.db
      .updateTable('applications')
      .set({
        status: 'verified',
        manual_review_status: 'completed',
        manual_review_requested_at: '2026-01-01T00:00:00.000Z',
        review_completed_at: '2026-01-01T03:00:00.000Z',
      })
      .where('id', '=', a.id)
      .execute();
    expect(await json(await client.get('/api/express-stats'))).toEqual({
      totalApplications: 1,
      successRate: 100,
      avgProcessingTime: '3 hours',
      defaults: [],
    });
    // A review finished within minutes is "under 1 hour", never "0 hours".
    await server.app.ctx.db
      .updateTable('applications')
      .set({ review_completed_at: '2026-01-01T00:20:00.000Z' })
      .where('id', '=', a.id)
      .execute();
    expect(await json(await client.get('/api/express-stats'))).toMatchObject({ avgProcessingTime: 'under 1 hour' });
  });
});

describe('reviews, priority and feedback', () => {
  it('manual review: pending -> requested with notes, an e-mail, then 409 on a second request', async () => {
    const { client } = await buyer('pro');
    const app = await newApplication(client);
    const res = await client.post(`/api/applications/${app.id}/manual-review`, { notes: '  check my photo ' });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({
      manualReviewStatus: 'requested',
      manualReviewNotes: 'check my photo',
      reviewKind: 'manual',
      reviewerAssigned: null,
      reviewFeedback: null,
      reviewVerdict: null,
      reviewCompletedAt: null,
    });
    expect(typeof body.manualReviewRequestedAt).toBe('string');
    const again = await client.post(`/api/applications/${app.id}/manual-review`, {});
    expect(again.status).toBe(409);
    expect((await json(again)).message).toMatch(/already been requested/);
  });

  it('manual review without notes; bad input changes nothing', async () => {
    const { client } = await buyer('express');
    const app = await newApplication(client);
    expect((await client.post(`/api/applications/${app.id}/manual-review`, { notes: 'x'.repeat(2001) })).status).toBe(
      400,
    );
    expect((await client.post(`/api/applications/${app.id}/manual-review`, { other: 1 })).status).toBe(400);
    expect(await json(await client.get(`/api/applications/${app.id}`))).toMatchObject({
      manualReviewStatus: 'pending',
    });
    const ok = await client.post(`/api/applications/${app.id}/manual-review`);
    expect(await json(ok)).toMatchObject({ manualReviewStatus: 'requested', manualReviewNotes: null });
  });

  it('expert review is Express only and uses the same states', async () => {
    const pro = await buyer('pro');
    const proApp = await newApplication(pro.client);
    expect((await pro.client.post(`/api/applications/${proApp.id}/expert-review`, {})).status).toBe(403);
    const { client } = await buyer('express');
    const app = await newApplication(client);
    expect(await json(await client.post(`/api/applications/${app.id}/expert-review`, {}))).toMatchObject({
      manualReviewStatus: 'requested',
      reviewKind: 'expert',
    });
    expect((await client.post(`/api/applications/${app.id}/expert-review`, {})).status).toBe(409);
  });

  it('priority is plan-gated, not reversible and idempotent', async () => {
    const { client } = await buyer('pro');
    const app = await newApplication(client);
    expect((await client.post(`/api/applications/${app.id}/express-priority`)).status).toBe(403);
    const first = await json(await client.post(`/api/applications/${app.id}/priority-processing`));
    expect(first).toMatchObject({ priorityProcessing: true });
    const second = await json(await client.post(`/api/applications/${app.id}/priority-processing`));
    expect(second).toMatchObject({ priorityProcessing: true, priorityEnabledAt: first.priorityEnabledAt });
    const express = await buyer('express');
    const eApp = await newApplication(express.client);
    expect(await json(await express.client.post(`/api/applications/${eApp.id}/express-priority`))).toMatchObject({
      priorityProcessing: true,
    });
  });

  it('feedback is stored; blank or too long is refused', async () => {
    const { client, user } = await buyer('pro');
    const app = await newApplication(client);
    expect((await client.post(`/api/applications/${app.id}/feedback`, { feedback: '   ' })).status).toBe(400);
    expect((await client.post(`/api/applications/${app.id}/feedback`, { feedback: 'x'.repeat(5001) })).status).toBe(
      400,
    );
    const res = await client.post(`/api/applications/${app.id}/feedback`, { feedback: ' Great help ' });
    expect(res.status).toBe(201);
    const rows = await server.app.ctx.db
      .selectFrom('application_feedback')
      .selectAll()
      .where('application_id', '=', app.id)
      .execute();
    expect(rows).toMatchObject([{ user_id: user.id, message: 'Great help' }]);
  });

  it("another user's application answers 404, visitors 401, Basic 403", async () => {
    const owner = await buyer('express');
    const app = await newApplication(owner.client);
    const other = await buyer('express');
    const visitor = new TestClient(server.url);
    const basic = await buyer('basic');
    const basicApp = await newApplication(basic.client);
    for (const path of ['manual-review', 'expert-review', 'express-priority', 'feedback']) {
      const body = path === 'feedback' ? { feedback: 'hi' } : {};
      expect((await other.client.post(`/api/applications/${app.id}/${path}`, body)).status).toBe(404);
      expect((await visitor.post(`/api/applications/${app.id}/${path}`, body)).status).toBe(401);
      expect((await basic.client.post(`/api/applications/${basicApp.id}/${path}`, body)).status).toBe(403);
    }
    expect((await other.client.get(`/api/applications/${app.id}/detailed-report`)).status).toBe(404);
    expect(await json(await owner.client.get(`/api/applications/${app.id}`))).toMatchObject({
      manualReviewStatus: 'pending',
      priorityProcessing: false,
    });
  });
});

describe('reports, downloads and storage', () => {
  it('the detailed report lists real documents, notes and status, as .txt and as PDF', async () => {
    const { client } = await buyer('pro');
    const app = await newApplication(client);
    const doc = await upload(client, app.id, 'address_proof', await pdf(), 'bill.pdf', 'application/pdf');
    await server.app.ctx.db
      .updateTable('documents')
      .set({
        status: 'failed',
        verification_errors: JSON.stringify(['The name does not match']),
        ai_analysis: JSON.stringify({
          kind: 'address_proof',
          documentType: 'utility_bill',
          extractedData: { name: 'ASHA RAO', address: '1 High Street, London', date: '2026-01-15', expiryDate: null },
          confidence: 1,
          isValid: false,
          isCompliant: false,
          score: 40,
          issues: ['The name on the bill does not match your application.'],
          suggestions: ['Upload a bill in your own name.'],
          source: 'text_layer',
          pages: 1,
          ageDays: 300,
        }),
      })
      .where('id', '=', doc.id)
      .execute();
    await server.app.ctx.db.updateTable('applications').set({ status: 'rejected' }).where('id', '=', app.id).execute();
    await client.post(`/api/applications/${app.id}/manual-review`, { notes: 'Please look at the bill' });
    const res = await client.get(`/api/applications/${app.id}/detailed-report`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('content-disposition')).toContain(`passport-verification-report-${app.id}.txt`);
    const text = await res.text();
    expect(text).toContain('Status: Rejected');
    expect(text).toContain('File: bill.pdf');
    // Plain words first, what to do, then the numbers on a quieter line.
    expect(text).toContain(
      'Accepted as proof of address: Fail: The name on the bill does not match your application. Upload a bill in your own name.',
    );
    expect(text).toContain("(How we measured: Text read from the PDF's text; 100% sure of what was read;");
    expect(text).toContain('Document date: 15 January 2026');
    expect(text).toContain('Issue: The name does not match');
    expect(text).toContain('Your notes: Please look at the bill');
    // No internal word reaches the reader.
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(text).not.toMatch(/text_layer|Confidence: 1|utility_bill|address_proof/);
    expect(text).toMatch(/Generated \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} UTC/);
    const pdfRes = await client.get(`/api/applications/${app.id}/detailed-report?format=pdf`);
    expect(pdfRes.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdfRes.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const basic = await buyer('basic');
    const basicApp = await newApplication(basic.client);
    expect((await basic.client.get(`/api/applications/${basicApp.id}/detailed-report`)).status).toBe(403);
  });

  it('secure download returns the chosen document decrypted under its own name and type', async () => {
    const { client } = await buyer('express');
    const app = await newApplication(client);
    const photo = await jpeg();
    const bill = await pdf('Electricity bill');
    const p = await upload(client, app.id, 'photo', photo, 'my photo.jpg', 'image/jpeg');
    const b = await upload(client, app.id, 'address_proof', bill, 'bill.pdf', 'application/pdf');
    for (const path of ['secure-download', 'express-download']) {
      const r1 = await client.get(`/api/documents/${p.id}/${path}`);
      expect(r1.headers.get('content-type')).toBe('image/jpeg');
      expect(r1.headers.get('content-disposition')).toContain('filename="my photo.jpg"');
      expect(Buffer.from(await r1.arrayBuffer()).equals(photo)).toBe(true);
      const r2 = await client.get(`/api/documents/${b.id}/${path}`);
      expect(r2.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await r2.arrayBuffer()).equals(bill)).toBe(true);
    }
    const other = await buyer('express');
    expect((await other.client.get(`/api/documents/${p.id}/secure-download`)).status).toBe(404);
    const pro = await buyer('pro');
    const proApp = await newApplication(pro.client);
    const proDoc = await upload(pro.client, proApp.id, 'photo', photo, 'p.jpg', 'image/jpeg');
    expect((await pro.client.get(`/api/documents/${proDoc.id}/secure-download`)).status).toBe(200);
    expect((await pro.client.get(`/api/documents/${proDoc.id}/express-download`)).status).toBe(403);
  });

  it("lets any owner take back their own upload from storage, and nobody else's", async () => {
    const owner = await signUp(server.url);
    const app = await newApplication(owner.client);
    const photo = await jpeg();
    const doc = await upload(owner.client, app.id, 'photo', photo, 'mine.jpg', 'image/jpeg');
    expect((await owner.client.get(`/api/documents/${doc.id}/secure-download`)).status).toBe(403);
    const res = await owner.client.get(`/api/documents/${doc.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('filename="mine.jpg"');
    expect(Buffer.from(await res.arrayBuffer()).equals(photo)).toBe(true);
    const other = await signUp(server.url);
    expect((await other.client.get(`/api/documents/${doc.id}/download`)).status).toBe(404);
    expect((await new TestClient(server.url).get(`/api/documents/${doc.id}/download`)).status).toBe(401);
  });

  it('user-documents lists own documents with expiry by plan; delete removes blob and row', async () => {
    const pro = await buyer('pro');
    const express = await buyer('express');
    const proApp = await newApplication(pro.client);
    const exApp = await newApplication(express.client);
    const d1 = await upload(pro.client, proApp.id, 'photo', await jpeg(), 'a.jpg', 'image/jpeg');
    await upload(pro.client, proApp.id, 'address_proof', await pdf(), 'b.pdf', 'application/pdf');
    await upload(express.client, exApp.id, 'photo', await jpeg(), 'c.jpg', 'image/jpeg');

    const list = (await (await pro.client.get('/api/user-documents')).json()) as Json[];
    expect(list.map((d) => [d.originalName, d.kind])).toEqual([
      ['b.pdf', 'Document'],
      ['a.jpg', 'Image'],
    ]);
    const days = list[0]?.daysRemaining as number;
    expect(days).toBeGreaterThanOrEqual(180);
    expect(days).toBeLessThanOrEqual(185);
    const exList = (await (await express.client.get('/api/user-documents')).json()) as Json[];
    expect(exList[0]?.daysRemaining as number).toBeGreaterThanOrEqual(364);

    const row = await server.app.ctx.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', d1.id)
      .executeTakeFirstOrThrow();
    expect((await express.client.delete(`/api/documents/${d1.id}`)).status).toBe(404);
    expect((await pro.client.delete(`/api/documents/${d1.id}`)).status).toBe(200);
    await expect(server.app.ctx.blobs.get(row.filename)).rejects.toThrow();
    expect(((await (await pro.client.get('/api/user-documents')).json()) as Json[]).length).toBe(1);
    expect((await json(await pro.client.get('/api/pro-stats'))).documentsStored).toBe(1);
    expect((await new TestClient(server.url).get('/api/user-documents')).status).toBe(401);
  });

  it('an unpaid user never receives failure reasons in document responses', async () => {
    const { client } = await buyer();
    const app = await newApplication(client);
    const doc = await upload(client, app.id, 'photo', await jpeg(), 'me.jpg', 'image/jpeg');
    await server.app.ctx.db
      .updateTable('documents')
      .set({ status: 'failed', verification_errors: JSON.stringify(['Background is not white']) })
      .where('id', '=', doc.id)
      .execute();
    const docs = (await (await client.get(`/api/applications/${app.id}/documents`)).json()) as Json[];
    expect(docs[0]).toMatchObject({ status: 'failed', verificationErrors: [] });
    const stored = (await (await client.get('/api/user-documents')).json()) as Json[];
    expect(stored[0]).toMatchObject({ verificationErrors: [] });
    expect(JSON.stringify(docs)).not.toContain('Background');
  });
});
