import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../support/client.ts';
import { form } from '../support/files.ts';
import { hostileCorpus, type HostileFile } from '../support/hostile-files.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let corpus: HostileFile[];
beforeAll(async () => {
  corpus = await hostileCorpus(); // built before the server is measured: building it is heavy work too
  server = await startTestServer();
});
afterAll(() => server.close());

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Times /api/health and a signed-in GET, one after the other, until stopped. */
function probe(client: TestClient) {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const url of ['/api/health', '/api/applications']) {
        const start = performance.now();
        const res = await client.get(url);
        await res.arrayBuffer();
        times.push(performance.now() - start);
        expect(res.status).toBe(200);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return times;
    },
  };
}

describe('hostile uploads', () => {
  it('refuses every file of the hostile corpus with a clear reason while the API stays responsive', async () => {
    const { client } = await signUp(server.url);
    const app = (await (await client.post('/api/applications', { type: 'renewal', status: 'draft' })).json()) as {
      id: number;
    };
    const prober = probe(client);
    const started = performance.now();
    let times: number[];
    const outcomes: string[] = [];
    try {
      for (const file of corpus) {
        const fileStart = performance.now();
        const res = await client.request(
          'POST',
          `/api/applications/${app.id}/documents`,
          form(file.slot, file.bytes, file.name),
        );
        const body = (await res.json()) as { message: string };
        outcomes.push(
          `${file.name} (${file.bytes.length} B): ${res.status} in ${Math.round(performance.now() - fileStart)} ms`,
        );
        expect([400, 413, 422]).toContain(res.status);
        expect(body.message).toMatch(file.expect);
      }
    } finally {
      times = await prober.stop();
    }
    const p99 = percentile(times, 99);
    console.log(
      `hostile corpus: ${outcomes.join('; ')}\n` +
        `API while checking it (${Math.round(performance.now() - started)} ms): ${times.length} requests, ` +
        `p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
    );
    // The goal is 100 ms on an idle machine; the bound here leaves room for a shared CI machine.
    expect(p99).toBeLessThan(250);
    // Nothing of the refused files was stored.
    const docs = await server.app.ctx.db.selectFrom('documents').select('id').execute();
    expect(docs).toEqual([]);
  }, 180_000);

  it('still accepts a normal PDF after the upload-check thread was replaced', async () => {
    const { client } = await signUp(server.url);
    const app = (await (await client.post('/api/applications', { type: 'renewal', status: 'draft' })).json()) as {
      id: number;
    };
    const { pdf } = await import('../support/files.ts');
    const res = await client.request(
      'POST',
      `/api/applications/${app.id}/documents`,
      form('address_proof', await pdf(), 'bill.pdf'),
    );
    expect(res.status).toBe(201);
  });
});
