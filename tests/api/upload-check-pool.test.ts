import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../support/client.ts';
import { form } from '../support/files.ts';
import { textOperatorFlood } from '../support/hostile-files.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

// Issue 18: one user's slow files must not hold up anyone else's upload, and a flood gets a prompt 503.
let server: TestServer;
let slowPdf: Buffer; // 1.5 million text operators: seconds of checking before it is refused
beforeAll(async () => {
  slowPdf = await textOperatorFlood();
  server = await startTestServer();
});
afterAll(() => server.close());

async function newApplication(client: TestClient): Promise<number> {
  const res = await client.post('/api/applications', { type: 'renewal' });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** Uploads, recording in `answered` the moment the answer came back. */
async function upload(
  client: TestClient,
  appId: number,
  type: string,
  bytes: Buffer,
  label: string,
  answered: string[],
) {
  const res = await client.request('POST', `/api/applications/${appId}/documents`, form(type, bytes, `${label}.bin`));
  answered.push(label);
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as { message?: string },
  };
}

const waitForChecks = (count: number) =>
  expect
    .poll(
      () => {
        const { running, waiting } = server.app.ctx.inspector.load;
        return running + waiting;
      },
      { timeout: 10_000, interval: 20 },
    )
    .toBe(count);

describe('upload checks across users', () => {
  it("accepts another user's small photo while one user's four slow PDFs are still being checked", async () => {
    const a = await signUp(server.url);
    const b = await signUp(server.url);
    const appA = await newApplication(a.client);
    const appB = await newApplication(b.client);
    const photo = await readFile(path.resolve('tests/fixtures/photos/good.jpg'));
    // The check threads start with the first upload: B's first photo waits for that, not for A.
    expect((await upload(b.client, appB, 'photo', photo, "B's first photo", [])).status).toBe(201);

    const answered: string[] = [];
    const slow = [1, 2, 3, 4].map((i) => upload(a.client, appA, 'address_proof', slowPdf, `A's PDF ${i}`, answered));
    await waitForChecks(4);
    const { limits } = server.app.ctx.inspector;
    expect(server.app.ctx.inspector.load.running).toBe(Math.min(4, limits.perOwnerRunning));

    const sent = performance.now();
    const accepted = await upload(b.client, appB, 'photo', photo, "B's photo", answered);
    expect(accepted.status).toBe(201);
    expect(answered).toEqual(["B's photo"]); // none of A's PDFs has been answered yet
    console.log(
      `B's photo accepted in ${Math.round(performance.now() - sent)} ms while A's four slow PDFs were checked ` +
        `(${limits.slots} threads, at most ${limits.perOwnerRunning} for one user)`,
    );

    for (const result of await Promise.all(slow)) {
      expect([422, 503]).toContain(result.status); // refused as too complex, or asked to come back
    }
  }, 180_000);

  it('answers a flood past the line at once with 503 and Retry-After, and stores nothing of it', async () => {
    const { client } = await signUp(server.url);
    const appId = await newApplication(client);
    const { perOwnerRunning, maxWaitingPerOwner } = server.app.ctx.inspector.limits;
    const inLine = perOwnerRunning + maxWaitingPerOwner;
    const answered: string[] = [];
    const results = new Map<string, Awaited<ReturnType<typeof upload>>>();
    await Promise.all(
      Array.from({ length: inLine + 2 }, async (_, i) => {
        const label = `PDF ${i + 1}`;
        results.set(label, await upload(client, appId, 'address_proof', slowPdf, label, answered));
      }),
    );

    // The two past the line were answered first, before any check in the line had finished.
    for (const label of answered.slice(0, 2)) {
      const refused = results.get(label)!;
      expect(refused.status).toBe(503);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.body.message).toMatch(
        /You have several files being checked already\. Upload this one again in \d+ seconds/,
      );
    }
    // The rest were checked and refused as too complex, or waited too long and were asked to come back.
    for (const label of answered.slice(2)) {
      const { status, retryAfter } = results.get(label)!;
      expect([422, 503]).toContain(status);
      if (status === 503) expect(Number(retryAfter)).toBeGreaterThan(0);
    }
    const stored = await server.app.ctx.db
      .selectFrom('documents')
      .select('id')
      .where('application_id', '=', appId)
      .execute();
    expect(stored).toEqual([]);
  }, 240_000);
});
