/**
 * Latency of /api/health and a signed-in GET /api/applications while each file of the hostile corpus
 * (tests/support/hostile-files.ts) is checked at upload. Goal: p99 under 100 ms.
 * Run: npx tsx bench/hostile.ts
 */
import { signUp } from '../tests/support/client.ts';
import { form } from '../tests/support/files.ts';
import { hostileCorpus } from '../tests/support/hostile-files.ts';
import { describeLatency, probeLatency } from '../tests/support/latency-probe.ts';
import { startTestServer } from '../tests/support/server.ts';

export async function benchHostile(): Promise<void> {
  const corpus = await hostileCorpus();
  const server = await startTestServer();
  try {
    const { client } = await signUp(server.url);
    const app = (await (await client.post('/api/applications', { type: 'renewal' })).json()) as { id: number };
    const all: number[] = [];
    for (const file of corpus) {
      const prober = probeLatency(client);
      const started = performance.now();
      const res = await client.request(
        'POST',
        `/api/applications/${app.id}/documents`,
        form(file.slot, file.bytes, file.name),
      );
      const took = performance.now() - started;
      const { times } = await prober.stop();
      all.push(...times);
      console.log(
        `  ${file.name.padEnd(24)} ${res.status} in ${took.toFixed(0).padStart(6)} ms; API meanwhile: ${describeLatency(times)}`,
      );
    }
    console.log(`  all hostile files: API ${describeLatency(all)} (goal: p99 < 100 ms)`);
  } finally {
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchHostile();
