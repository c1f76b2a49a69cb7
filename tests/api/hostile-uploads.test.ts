import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../support/client.ts';
import { form } from '../support/files.ts';
import { hostileCorpus, type HostileFile } from '../support/hostile-files.ts';
import { describeLatency, percentile, probeLatency } from '../support/latency-probe.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
let corpus: HostileFile[];
beforeAll(async () => {
  corpus = await hostileCorpus(); // built before the server is measured: building it is heavy work too
  server = await startTestServer();
});
afterAll(() => server.close());

describe('hostile uploads', () => {
  it('refuses every file of the hostile corpus with a clear reason while the API stays responsive', async () => {
    const { client } = await signUp(server.url);
    const app = (await (await client.post('/api/applications', { type: 'renewal', status: 'draft' })).json()) as {
      id: number;
    };
    const prober = probeLatency(client);
    const started = performance.now();
    let probed: { times: number[]; failures: string[] };
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
      probed = await prober.stop();
    }
    const { times, failures } = probed;
    expect(failures).toEqual([]);
    const p99 = percentile(times, 99);
    console.log(
      `hostile corpus: ${outcomes.join('; ')}\n` +
        `API while checking it (${Math.round(performance.now() - started)} ms): ${describeLatency(times)}`,
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
