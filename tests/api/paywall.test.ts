// Issue 18, finding "The paywall leaks": a user without paid access uploads a failing photo and an old address
// proof and saves a form that disagrees with them; no answer the client fetches may carry an analysis finding
// (a check's reason, an extracted value, a cross-check).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPdfText } from '#server/analysis/pdf/extract-pdf-text.ts';
import { crossCheckDocuments } from '#server/domain/applications/cross-check-documents.ts';
import { findOwnedApplication, toApplication } from '#server/repositories/applications.repository.ts';
import { listApplicationDocuments } from '#server/repositories/documents.repository.ts';
import { signUp, type TestClient } from '../support/client.ts';
import { form } from '../support/files.ts';
import { COMPLETE_FORM, US_CONFIG } from '../support/renewal-form.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ analysisWorkers: 1 });
});
afterAll(() => server.close());

const fixture = (name: string) => readFile(path.resolve('tests/fixtures', name));

async function upload(client: TestClient, appId: number, type: string, file: string) {
  const res = await client.request(
    'POST',
    `/api/applications/${appId}/documents`,
    form(type, await fixture(file), file),
  );
  expect(res.status).toBe(201);
}

async function analysed(client: TestClient, appId: number) {
  for (let i = 0; i < 240; i++) {
    const docs = (await (await client.get(`/api/applications/${appId}/documents`)).json()) as { status: string }[];
    if (docs.length === 2 && docs.every((d) => d.status !== 'uploaded')) return docs;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('analysis did not finish');
}

/** Every finding the analysis recorded, as the texts a leak would show: reasons, extracted values, cross-checks. */
async function findingTexts(userId: number, appId: number): Promise<string[]> {
  const { db } = server.app.ctx;
  const docs = await listApplicationDocuments(db, appId);
  const texts: string[] = [];
  for (const doc of docs) {
    texts.push(...(JSON.parse(doc.verification_errors) as string[]));
    const analysis = JSON.parse(doc.ai_analysis ?? '{}') as {
      issues?: string[];
      suggestions?: string[];
      extractedData?: Record<string, unknown>;
    };
    texts.push(...(analysis.issues ?? []), ...(analysis.suggestions ?? []));
    for (const value of Object.values(analysis.extractedData ?? {})) {
      if (typeof value === 'string' && value.length >= 6) texts.push(value);
    }
  }
  const app = await findOwnedApplication(db, userId, appId);
  texts.push(...crossCheckDocuments(toApplication(app!).details, docs).map((w) => w.message));
  return [...new Set(texts)].filter((t) => t.trim().length >= 6);
}

describe('paid findings stay paid', () => {
  it('shows a user without paid access no reason, extracted value or cross-check in any answer', async () => {
    const { client, user } = await signUp(server.url);
    const app = (await (await client.post('/api/applications', { type: 'renewal', status: 'draft' })).json()) as {
      id: number;
    };
    await client.patch(`/api/applications/${app.id}`, { status: 'configured', config: US_CONFIG });
    await upload(client, app.id, 'photo', 'photos/glasses.jpg');
    await upload(client, app.id, 'address_proof', 'documents/uk-utility-bill.pdf');
    const docs = await analysed(client, app.id);
    expect(docs.some((d) => d.status === 'failed')).toBe(true);
    // The form names someone else than the address proof: a cross-check warning for a paying user.
    expect((await client.post(`/api/applications/${app.id}/details`, COMPLETE_FORM)).status).toBe(200);

    const findings = await findingTexts(user.id, app.id);
    expect(findings.length).toBeGreaterThan(3);

    const answers: Record<string, string> = {};
    for (const url of [
      '/api/subscription-status',
      '/api/auth/user',
      '/api/applications',
      '/api/applications/completed',
      `/api/applications/${app.id}`,
      `/api/applications/${app.id}/documents`,
      `/api/applications/${app.id}/buddy`,
      '/api/user-documents',
      ...docs.map((d) => `/api/documents/${(d as unknown as { id: number }).id}/analysis`),
    ]) {
      answers[url] = await (await client.get(url)).text();
    }
    const pdf = await client.get(`/api/applications/${app.id}/download`);
    expect(pdf.status).toBe(200);
    answers.pdf = (await extractPdfText(new Uint8Array(await pdf.arrayBuffer()), 10)).text.replace(/\s+/g, ' ');
    const quick = await client.post('/api/chat/quick-help', {
      message: 'why did my photo fail?',
      context: 'application',
      conversationHistory: [],
    });
    answers.quickHelp = await quick.text();

    const leaks = Object.entries(answers).flatMap(([where, body]) =>
      findings.filter((f) => body.includes(f)).map((f) => `${where}: ${f}`),
    );
    expect(leaks).toEqual([]);
    // What the user may see: that something needs attention, and where to unlock why.
    expect(answers[`/api/applications/${app.id}/buddy`]).toContain('unlock');
  });
});
