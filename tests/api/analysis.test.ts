import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../support/client.ts';
import { form } from '../support/files.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

// Real analysis: one worker thread running the real models, as in production.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ analysisWorkers: 1 });
});
afterAll(() => server.close());

const fixture = (name: string) => readFile(path.resolve('tests/fixtures', name));

async function paidUserWithApplication() {
  const { client, user } = await signUp(server.url);
  await server.app.ctx.db
    .updateTable('users')
    .set({ has_access: 1, plan_status: 'active' })
    .where('id', '=', user.id)
    .execute();
  const app = (await (await client.post('/api/applications', { type: 'renewal' })).json()) as { id: number };
  return { client, appId: app.id, userId: user.id };
}

async function uploadAndWait(client: TestClient, appId: number, type: string, file: string) {
  const res = await client.request(
    'POST',
    `/api/applications/${appId}/documents`,
    form(type, await fixture(file), path.basename(file)),
  );
  expect(res.status).toBe(201);
  const doc = (await res.json()) as { id: number };
  for (let i = 0; i < 120; i++) {
    const analysis = (await (await client.get(`/api/documents/${doc.id}/analysis`)).json()) as {
      status: string;
      analysis: Record<string, unknown> | null;
      verificationErrors: string[];
    };
    if (analysis.status !== 'uploaded') return { id: doc.id, ...analysis };
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`analysis of ${file} did not finish`);
}

describe('analysis through the API', () => {
  it('analyses a photo off the request path and reports every check with its measured value', async () => {
    const { client, appId } = await paidUserWithApplication();
    const result = await uploadAndWait(client, appId, 'photo', 'photos/bg-grey.jpg');
    expect(result.status).toBe('failed');
    const analysis = result.analysis as {
      kind: string;
      checks: Record<string, boolean>;
      measurements: Record<string, { value: string; threshold: string }>;
    };
    expect(analysis.kind).toBe('photo');
    expect(analysis.checks.backgroundLight).toBe(false);
    expect(analysis.checks.faceVisibility).toBe(true);
    expect(analysis.measurements.backgroundLight?.threshold).toBeTruthy();
    expect(result.verificationErrors.length).toBeGreaterThan(0);
  });

  it('reads an address proof PDF', async () => {
    const { client, appId } = await paidUserWithApplication();
    const result = await uploadAndWait(client, appId, 'address_proof', 'documents/uk-utility-bill.pdf');
    const analysis = result.analysis as { kind: string; documentType: string; extractedData: { name: string | null } };
    expect(analysis.kind).toBe('address_proof');
    expect(analysis.documentType).toBe('utility_bill');
    expect(analysis.extractedData.name).toBeTruthy();
  });

  it('refuses a password-protected PDF at upload, saying why', async () => {
    const { client, appId } = await paidUserWithApplication();
    const bytes = await fixture('documents/special-encrypted-password.pdf');
    const res = await client.request(
      'POST',
      `/api/applications/${appId}/documents`,
      form('address_proof', bytes, 'locked.pdf'),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/password/i);
  });

  it('fails a photo without a face, and a blank scan, with reasons a user can act on', async () => {
    const { client, appId } = await paidUserWithApplication();
    const noFace = await uploadAndWait(client, appId, 'photo', 'photos/no-face.jpg');
    expect(noFace.status).toBe('failed');
    expect(noFace.verificationErrors.join(' ')).toMatch(/face/i);
    const blank = await uploadAndWait(client, appId, 'address_proof', 'documents/special-blank.scan.jpg');
    expect(blank.status).toBe('failed');
    expect(blank.verificationErrors.length).toBeGreaterThan(0);
  });

  it('fails a visa uploaded as the passport, saying it is a visa and what to upload instead', async () => {
    const { client, appId } = await paidUserWithApplication();
    const visa = await uploadAndWait(client, appId, 'passport', 'passports-real/originals/arg0s-visas-france.png');
    expect(visa.status).toBe('failed');
    expect(visa.verificationErrors).toEqual([
      "This looks like a visa, not a passport's photo page. Upload the photo page of your current passport.",
    ]);
    expect(visa.analysis).toMatchObject({ kind: 'passport', notPassport: 'visa', mrzFound: false });
  });

  it('answers the analysis of a filled application form and of an additional document, each by its kind', async () => {
    const { client, appId } = await paidUserWithApplication();
    const formResult = await uploadAndWait(
      client,
      appId,
      'passport_application',
      'documents/application-form-fields.pdf',
    );
    expect(formResult.analysis).toMatchObject({ kind: 'passport_application', source: 'form_fields' });
    const extra = await uploadAndWait(client, appId, 'additional', 'documents/application-form-text.pdf');
    expect(extra).toMatchObject({ status: 'verified', analysis: { kind: 'additional', extractedData: { pages: 1 } } });
  });

  it('answers 402 without paid access, and the result appears once access is unlocked', async () => {
    const { client, user } = await signUp(server.url);
    const app = (await (await client.post('/api/applications', { type: 'renewal' })).json()) as { id: number };
    const res = await client.request(
      'POST',
      `/api/applications/${app.id}/documents`,
      form('photo', await fixture('photos/good.jpg'), 'me.jpg'),
    );
    const doc = (await res.json()) as { id: number };
    const locked = await client.get(`/api/documents/${doc.id}/analysis`);
    expect(locked.status).toBe(402);
    expect(((await locked.json()) as { message: string }).message).toMatch(/pricing/);
    await server.app.ctx.db.updateTable('users').set({ has_access: 1 }).where('id', '=', user.id).execute();
    expect((await client.get(`/api/documents/${doc.id}/analysis`)).status).toBe(200);
  });

  it("answers 404 for someone else's analysis, even with access", async () => {
    const owner = await paidUserWithApplication();
    const res = await owner.client.request(
      'POST',
      `/api/applications/${owner.appId}/documents`,
      form('photo', await fixture('photos/good.jpg'), 'me.jpg'),
    );
    const doc = (await res.json()) as { id: number };
    const other = await paidUserWithApplication();
    expect((await other.client.get(`/api/documents/${doc.id}/analysis`)).status).toBe(404);
    expect((await other.client.get(`/api/documents/${doc.id}/fixed-photo`)).status).toBe(404);
  });

  it('fixes a photo into the 630x810 digital size', async () => {
    const { client, appId } = await paidUserWithApplication();
    const { id } = await uploadAndWait(client, appId, 'photo', 'photos/head-small.jpg');
    const res = await client.get(`/api/documents/${id}/fixed-photo?variant=digital`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const sharp = (await import('sharp')).default;
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([630, 810]);
  });
});

describe('an analysis that overruns its time limit', () => {
  it('marks the document failed with a reason the user can act on, instead of hanging', async () => {
    const slow = await startTestServer({ analysisWorkers: 1, analysisTimeoutMs: 5 });
    try {
      const { client, user } = await signUp(slow.url);
      await slow.app.ctx.db.updateTable('users').set({ has_access: 1 }).where('id', '=', user.id).execute();
      const app = (await (await client.post('/api/applications', { type: 'renewal' })).json()) as { id: number };
      const res = await client.request(
        'POST',
        `/api/applications/${app.id}/documents`,
        form('photo', await fixture('photos/good.jpg'), 'me.jpg'),
      );
      const doc = (await res.json()) as { id: number };
      let result = { status: 'uploaded', verificationErrors: [] as string[] };
      for (let i = 0; i < 60 && result.status === 'uploaded'; i++) {
        await new Promise((r) => setTimeout(r, 250));
        result = (await (await client.get(`/api/documents/${doc.id}/analysis`)).json()) as typeof result;
      }
      expect(result.status).toBe('failed');
      expect(result.verificationErrors[0]).toMatch(/took too long/);
    } finally {
      await slow.close();
    }
  });
});
