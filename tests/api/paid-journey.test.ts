// Issue 18 (trust), finding "500 on the paid path": every paid and staff path walked once with the renewal
// form saved (so its details are encrypted in the table), on SQLite and PostgreSQL. No answer may be a 5xx,
// and every JSON answer is read back through its shared schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminApplicationPageSchema,
  adminStatsSchema,
  auditEntrySchema,
  reviewQueueItemSchema,
} from '#shared/schemas/admin.ts';
import { applicationListSchema, applicationSchema } from '#shared/schemas/applications.ts';
import { documentListSchema, documentSchema } from '#shared/schemas/documents.ts';
import { expressStatsSchema, proStatsSchema, storedDocumentListSchema } from '#shared/schemas/plans.ts';
import { signUp, type TestClient } from '../support/client.ts';
import { form, jpeg, pdf } from '../support/files.ts';
import { COMPLETE_FORM, US_CONFIG } from '../support/renewal-form.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { activatePlan, signUpAs } from '../support/staff.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const statuses: string[] = [];

/** Sends, records the answer, and fails at once on a 5xx (naming the call). */
async function call(client: TestClient, method: string, url: string, body?: unknown): Promise<Response> {
  const res = await client.request(method, url, body);
  statuses.push(`${res.status} ${method} ${url}`);
  if (res.status >= 500) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return res;
}

async function json<T>(client: TestClient, schema: z.ZodType<T>, method: string, url: string, body?: unknown) {
  const res = await call(client, method, url, body);
  expect(res.status, `${method} ${url}: ${res.status}`).toBeLessThan(300);
  return schema.parse(await res.json());
}

async function file(client: TestClient, url: string, type: RegExp) {
  const res = await call(client, 'GET', url);
  expect(res.status, `GET ${url}`).toBe(200);
  expect(res.headers.get('content-type') ?? '').toMatch(type);
  return Buffer.from(await res.arrayBuffer());
}

/** An application configured, with a photo and an address proof uploaded and the form saved (submitted). */
async function savedApplication(client: TestClient) {
  const app = await json(client, applicationSchema, 'POST', '/api/applications', { type: 'renewal', status: 'draft' });
  await json(client, applicationSchema, 'PATCH', `/api/applications/${app.id}`, {
    status: 'configured',
    config: US_CONFIG,
  });
  const photo = form('photo', await jpeg(630, 810), 'photo.jpg', 'image/jpeg');
  const proof = form('address_proof', await pdf('Electricity bill for Asha Rao'), 'bill.pdf', 'application/pdf');
  const documents = [
    await json(client, documentSchema, 'POST', `/api/applications/${app.id}/documents`, photo),
    await json(client, documentSchema, 'POST', `/api/applications/${app.id}/documents`, proof),
  ];
  const saved = await json(client, applicationSchema, 'POST', `/api/applications/${app.id}/details`, COMPLETE_FORM);
  expect(saved.status).toBe('submitted');
  expect(saved.details?.passportNumber).toBe(COMPLETE_FORM.passportNumber);
  return { id: app.id, documents };
}

describe('the paid path with the form saved (details encrypted)', () => {
  it('answers 2xx on every paid and staff path and every JSON answer matches its schema', async () => {
    const pro = await signUp(server.url);
    await activatePlan(server, pro.user.id, 'pro');
    const express = await signUp(server.url);
    await activatePlan(server, express.user.id, 'express');
    const staff = await signUpAs(server, 'staff');
    const admin = await signUpAs(server, 'admin');

    const proApp = await savedApplication(pro.client);
    const manualApp = await savedApplication(express.client);
    const expertApp = await savedApplication(express.client);

    // The stored details really are sealed: the raw column does not hold the passport number.
    const raw = await server.app.ctx.db
      .selectFrom('applications')
      .select('details')
      .where('id', '=', proApp.id)
      .executeTakeFirstOrThrow();
    expect(raw.details).not.toContain(COMPLETE_FORM.passportNumber);

    // The applicant's paid actions.
    const requested = await json(
      pro.client,
      applicationSchema,
      'POST',
      `/api/applications/${proApp.id}/manual-review`,
      {
        notes: 'Please check my photo',
      },
    );
    expect(requested.manualReviewStatus).toBe('requested');
    expect(requested.details?.fullName).toBe(COMPLETE_FORM.fullName);
    const prioritised = await json(
      pro.client,
      applicationSchema,
      'POST',
      `/api/applications/${proApp.id}/priority-processing`,
    );
    expect(prioritised.priorityProcessing).toBe(true);
    await json(express.client, applicationSchema, 'POST', `/api/applications/${manualApp.id}/manual-review`, {});
    await json(express.client, applicationSchema, 'POST', `/api/applications/${expertApp.id}/expert-review`);
    await json(express.client, applicationSchema, 'POST', `/api/applications/${expertApp.id}/express-priority`);
    const feedback = await call(pro.client, 'POST', `/api/applications/${proApp.id}/feedback`, {
      feedback: 'Clear and quick',
    });
    expect(feedback.status).toBe(201);

    // Staff work every review: assign, start, a note on a document, complete.
    const queue = await json(staff.client, z.array(reviewQueueItemSchema), 'GET', '/api/admin/reviews');
    expect(queue.map((q) => q.applicationId)).toEqual(expect.arrayContaining([proApp.id, manualApp.id, expertApp.id]));
    for (const [id, doc] of [
      [proApp.id, proApp.documents[0]],
      [manualApp.id, manualApp.documents[0]],
      [expertApp.id, expertApp.documents[1]],
    ] as const) {
      const assigned = await json(staff.client, applicationSchema, 'POST', `/api/admin/reviews/${id}/assign`);
      expect(assigned.reviewerAssigned).toBe(String(staff.user.id));
      // Staff answers leave the applicant's form details closed (reading them is audited elsewhere).
      expect(assigned.details).toBeNull();
      await json(staff.client, applicationSchema, 'POST', `/api/admin/reviews/${id}/start`);
      await json(staff.client, documentSchema, 'PATCH', `/api/admin/documents/${doc?.id}/notes`, {
        notes: 'Looks fine',
      });
      await call(staff.client, 'GET', `/api/admin/documents/${doc?.id}/analysis`);
      const completed = await json(staff.client, applicationSchema, 'POST', `/api/admin/reviews/${id}/complete`, {
        verdict: 'approved',
        feedback: 'Everything is in order.',
      });
      expect(completed.manualReviewStatus).toBe('completed');
    }

    // Reports and downloads.
    for (const [client, id] of [
      [pro.client, proApp.id],
      [express.client, expertApp.id],
    ] as const) {
      const text = await file(client, `/api/applications/${id}/detailed-report`, /text\/plain/);
      expect(text.toString()).toContain('Everything is in order.');
      await file(client, `/api/applications/${id}/detailed-report?format=pdf`, /application\/pdf/);
      await file(client, `/api/applications/${id}/download`, /application\/pdf/);
    }
    await file(pro.client, `/api/documents/${proApp.documents[0]?.id}/secure-download`, /image\/jpeg/);
    await file(express.client, `/api/documents/${expertApp.documents[1]?.id}/express-download`, /application\/pdf/);
    await file(pro.client, `/api/documents/${proApp.documents[1]?.id}/download`, /application\/pdf/);

    // History, storage and the dashboards' stats.
    const history = await json(express.client, applicationListSchema, 'GET', '/api/applications');
    expect(history.find((a) => a.id === expertApp.id)?.details?.passportNumber).toBe(COMPLETE_FORM.passportNumber);
    await json(express.client, applicationListSchema, 'GET', '/api/applications/completed');
    await json(express.client, applicationSchema, 'GET', `/api/applications/${manualApp.id}`);
    await json(express.client, documentListSchema, 'GET', `/api/applications/${manualApp.id}/documents`);
    await json(pro.client, storedDocumentListSchema, 'GET', '/api/user-documents');
    await json(pro.client, proStatsSchema, 'GET', '/api/pro-stats');
    await json(express.client, expressStatsSchema, 'GET', '/api/express-stats');

    // The admin area: stats, the list, one application's documents, a status change, notification, export, audit.
    await json(admin.client, adminStatsSchema, 'GET', '/api/admin/stats');
    const page = await json(admin.client, adminApplicationPageSchema, 'GET', '/api/admin/applications');
    expect(page.items.every((a) => a.details === null)).toBe(true);
    await json(admin.client, documentListSchema, 'GET', `/api/applications/${proApp.id}/documents`);
    const changed = await json(admin.client, applicationSchema, 'PATCH', `/api/applications/${manualApp.id}`, {
      status: 'submitted',
    });
    expect(changed.details).toBeNull();
    await call(admin.client, 'POST', '/api/admin/notifications', {
      applicationId: manualApp.id,
      type: 'status_update',
    });
    const csv = await file(admin.client, '/api/admin/applications/export', /text\/csv/);
    expect(csv.toString()).toContain(String(expertApp.id));
    const audit = await json(
      admin.client,
      z.object({ items: z.array(auditEntrySchema), total: z.number() }),
      'GET',
      '/api/admin/audit',
    );
    const actions = audit.items.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['review.complete', 'document.analysis.view']));

    expect(statuses.filter((s) => s.startsWith('5'))).toEqual([]);
  });
});
