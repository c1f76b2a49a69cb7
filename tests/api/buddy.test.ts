import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuddyResponse } from '#shared/schemas/buddy.ts';
import { TestClient, signUp } from '../support/client.ts';
import { form } from '../support/files.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

// Real analysis (one worker thread, the real models): the problems come from what the checks found.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ analysisWorkers: 1 });
});
afterAll(() => server.close());

async function userWithApplication(paid: boolean) {
  const { client, user } = await signUp(server.url);
  if (paid) {
    await server.app.ctx.db
      .updateTable('users')
      .set({ has_access: 1, plan_status: 'active' })
      .where('id', '=', user.id)
      .execute();
  }
  const app = (await (await client.post('/api/applications', { type: 'renewal' })).json()) as { id: number };
  return { client, appId: app.id };
}

async function uploadAndWait(client: TestClient, appId: number, type: string, file: string) {
  const bytes = await readFile(path.resolve('tests/fixtures', file));
  const res = await client.request(
    'POST',
    `/api/applications/${appId}/documents`,
    form(type, bytes, path.basename(file)),
  );
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  for (let i = 0; i < 120; i++) {
    const docs = (await (await client.get(`/api/applications/${appId}/documents`)).json()) as {
      id: number;
      status: string;
    }[];
    if (docs.find((d) => d.id === id)?.status !== 'uploaded') return id;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`analysis of ${file} did not finish`);
}

const buddy = async (client: TestClient, appId: number) => {
  const res = await client.get(`/api/applications/${appId}/buddy`);
  expect(res.status).toBe(200);
  return ((await res.json()) as BuddyResponse).problems;
};

describe('GET /api/applications/{id}/buddy', () => {
  it('lists the required documents not uploaded yet, each with where to upload it', async () => {
    const { client, appId } = await userWithApplication(false);
    const problems = await buddy(client, appId);
    expect(problems.map((p) => p.id)).toEqual([
      'missing-passport_application',
      'missing-photo',
      'missing-passport',
      'missing-address_proof',
    ]);
    expect(problems.find((p) => p.id === 'missing-photo')?.fix).toEqual({
      step: 2,
      anchor: 'slot-photo',
      label: 'Upload the photo',
    });
  });

  it('lists a failed photo check with its reasons and a link to the photo fixer, and cross-check warnings', async () => {
    const { client, appId } = await userWithApplication(true);
    await uploadAndWait(client, appId, 'photo', 'photos/bg-grey.jpg');
    await uploadAndWait(client, appId, 'passport', 'passports/01-clean.png');
    const saved = await client.post(`/api/applications/${appId}/details`, { fullName: 'Rahul Verma', isDraft: true });
    expect(saved.status).toBe(200);

    const problems = await buddy(client, appId);
    const photo = problems.find((p) => p.kind === 'document-failed' && p.documentType === 'photo');
    expect(photo?.title).toBe('Your photo failed the photo check');
    expect(photo?.details.join(' ')).toMatch(/background/i);
    expect(photo?.fix).toEqual({ step: 3, anchor: 'photo-analysis', label: 'Fix the photo' });
    expect(problems.some((p) => p.id === 'missing-photo' || p.id === 'missing-passport')).toBe(false);
    const crossCheck = problems.filter((p) => p.kind === 'cross-check');
    expect(crossCheck.map((p) => p.title).join(' ')).toMatch(/name/i);
    expect(crossCheck[0]?.fix).toMatchObject({ step: 4, anchor: 'renewal-form' });
  });

  it('without paid access, sends a failed photo to its upload slot and shows no cross-check', async () => {
    const { client, appId } = await userWithApplication(false);
    await uploadAndWait(client, appId, 'photo', 'photos/bg-grey.jpg');
    const problems = await buddy(client, appId);
    expect(problems.find((p) => p.documentType === 'photo')?.fix).toEqual({
      step: 2,
      anchor: 'slot-photo',
      label: 'Replace the passport photo',
    });
    expect(problems.some((p) => p.kind === 'cross-check')).toBe(false);
  });

  it("answers 404 for someone else's application and 401 when signed out", async () => {
    const { appId } = await userWithApplication(false);
    const other = await signUp(server.url);
    expect((await other.client.get(`/api/applications/${appId}/buddy`)).status).toBe(404);
    expect((await new TestClient(server.url).get(`/api/applications/${appId}/buddy`)).status).toBe(401);
  });
});
