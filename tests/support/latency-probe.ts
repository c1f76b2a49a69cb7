import type { TestClient } from './client.ts';

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

/** Times /api/health and a signed-in GET /api/applications, one after the other, until stopped. */
export function probeLatency(client: TestClient) {
  const times: number[] = [];
  const failures: string[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      for (const url of ['/api/health', '/api/applications']) {
        const start = performance.now();
        const res = await client.get(url);
        await res.arrayBuffer();
        times.push(performance.now() - start);
        if (res.status !== 200) failures.push(`${url}: ${res.status}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { times, failures };
    },
  };
}

export const describeLatency = (times: number[]) =>
  `${times.length} requests, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, ` +
  `max ${Math.max(...times).toFixed(1)} ms`;
