import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../support/client.ts';
import { form, pdf } from '../support/files.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startSmtpReceiver } from '../support/smtp-receiver.ts';
import { seedReviewRequest, signUpAs } from '../support/staff.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  server = await startTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;
const HOUR = 3_600_000;

async function requestedReview(options: Parameters<typeof seedReviewRequest>[2] = {}, plan = 'pro') {
  const owner = await signUp(server.url, { plan });
  await server.app.ctx.db
    .updateTable('users')
    .set({ plan, plan_status: 'active' })
    .where('id', '=', owner.user.id)
    .execute();
  const res = await owner.client.post('/api/applications', { type: 'renewal', status: 'draft' });
  const id = (await json(res)).id as number;
  await seedReviewRequest(server, id, { status: 'submitted', ...options });
  return { owner, id };
}

describe('review queue', () => {
  it('puts Express and priority first, then the oldest, with SLA deadlines and overdue marks', async () => {
    const staff = await signUpAs(server, 'staff');
    const old = new Date(Date.now() - 30 * HOUR).toISOString();
    const recent = new Date(Date.now() - 1 * HOUR).toISOString();
    const plainOld = await requestedReview({ requestedAt: old });
    const plainNew = await requestedReview({ requestedAt: recent });
    const priority = await requestedReview({ requestedAt: recent, priority: true });
    const express = await requestedReview({ requestedAt: recent, kind: 'expert' }, 'express');
    const queue = (await (await staff.client.get('/api/admin/reviews')).json()) as Json[];
    const order = queue
      .map((q) => q.applicationId)
      .filter((id) => [plainOld.id, plainNew.id, priority.id, express.id].includes(id as number));
    expect(order).toEqual([express.id, priority.id, plainOld.id, plainNew.id]);

    const byId = new Map(queue.map((q) => [q.applicationId, q]));
    const expertItem = byId.get(express.id)!;
    expect(Date.parse(expertItem.dueAt as string) - Date.parse(expertItem.requestedAt as string)).toBe(2 * HOUR);
    expect(expertItem.overdue).toBe(false);
    const oldItem = byId.get(plainOld.id)!;
    expect(Date.parse(oldItem.dueAt as string) - Date.parse(old)).toBe(24 * HOUR);
    expect(oldItem.overdue).toBe(true);
  });

  it('lets one staff member take a review; the second gets a clear 409, even when both click at once', async () => {
    const a = await signUpAs(server, 'staff');
    const b = await signUpAs(server, 'staff');
    const { id } = await requestedReview();
    const [ra, rb] = await Promise.all([
      a.client.post(`/api/admin/reviews/${id}/assign`),
      b.client.post(`/api/admin/reviews/${id}/assign`),
    ]);
    const statuses = [ra.status, rb.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = ra.status === 409 ? ra : rb;
    expect(await json(loser)).toMatchObject({
      code: 'review_taken',
      message: expect.stringMatching(/already handling/),
    });
    const winner = ra.status === 200 ? b : a;
    expect((await winner.client.post(`/api/admin/reviews/${id}/start`)).status).toBe(409);
  });

  it('walks assign -> start -> notes -> complete; the applicant sees each step and gets e-mail over SMTP', async () => {
    const staff = await signUpAs(server, 'staff');
    const { owner, id } = await requestedReview({ kind: 'manual' });

    const assigned = await json(await staff.client.post(`/api/admin/reviews/${id}/assign`));
    expect(assigned).toMatchObject({ manualReviewStatus: 'requested', reviewerAssigned: String(staff.user.id) });
    await smtp.waitFor((m) => m.subject === 'A reviewer is looking at your application');
    const seen1 = await json(await owner.client.get(`/api/applications/${id}`));
    expect(seen1.reviewerAssigned).toBe(String(staff.user.id));

    const started = await json(await staff.client.post(`/api/admin/reviews/${id}/start`));
    expect(started.manualReviewStatus).toBe('in_progress');

    const uploaded = await owner.client.post(
      `/api/applications/${id}/documents`,
      form('address_proof', await pdf(), 'bill.pdf', 'application/pdf'),
    );
    expect(uploaded.status).toBe(201);
    const docId = (await json(uploaded)).id as number;
    const noted = await staff.client.patch(`/api/admin/documents/${docId}/notes`, {
      notes: 'Bill is older than 3 months',
    });
    expect((await json(noted)).manualReviewNotes).toBe('Bill is older than 3 months');
    const file = await staff.client.get(`/api/admin/documents/${docId}/file`);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const ownerDocs = (await (await owner.client.get(`/api/applications/${id}/documents`)).json()) as Json[];
    expect(ownerDocs.find((d) => d.id === docId)?.manualReviewNotes).toBe('Bill is older than 3 months');

    const missing = await staff.client.post(`/api/admin/reviews/${id}/complete`, { verdict: 'approved' });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({ code: 'validation_failed', message: 'Write feedback for the applicant.' });
    const badVerdict = await staff.client.post(`/api/admin/reviews/${id}/complete`, {
      feedback: 'x',
      verdict: 'maybe',
    });
    expect(badVerdict.status).toBe(400);

    const done = await json(
      await staff.client.post(`/api/admin/reviews/${id}/complete`, {
        feedback: 'Retake the photo on a white wall.',
        verdict: 'changes_needed',
      }),
    );
    expect(done).toMatchObject({ manualReviewStatus: 'completed', status: 'failed' });
    const mail = await smtp.waitFor((m) => m.subject === 'Your review is complete' && m.to !== undefined);
    expect(mail.text).toContain('Retake the photo on a white wall.');
    expect(mail.html).toContain('Retake the photo on a white wall.');
    expect(JSON.stringify(mail.to)).toContain(owner.user.email);

    const seen = await json(await owner.client.get(`/api/applications/${id}`));
    expect(seen).toMatchObject({ manualReviewStatus: 'completed', status: 'failed' });
    expect(
      (await staff.client.post(`/api/admin/reviews/${id}/complete`, { feedback: 'again', verdict: 'approved' })).status,
    ).toBe(409);

    const admin = await signUpAs(server, 'admin');
    const audit = await json(await admin.client.get(`/api/admin/audit?subject=${id}`));
    expect((audit.items as Json[]).map((e) => e.action)).toEqual(
      expect.arrayContaining(['review.assign', 'review.start', 'review.complete']),
    );
  });

  it('answers 409 for an application with no review requested and 404 for a missing one', async () => {
    const staff = await signUpAs(server, 'staff');
    const owner = await signUp(server.url);
    const id = (await json(await owner.client.post('/api/applications', { type: 'new' }))).id as number;
    const res = await staff.client.post(`/api/admin/reviews/${id}/assign`);
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({ code: 'conflict', message: 'No review was requested for this application.' });
    expect((await staff.client.post('/api/admin/reviews/99999999/assign')).status).toBe(404);
    expect((await new TestClient(server.url).get('/api/admin/reviews')).status).toBe(401);
  });
});
