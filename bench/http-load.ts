/**
 * A small keep-alive load generator over node:http (lighter than fetch, so the client is not the bottleneck),
 * and a bare node:http server that answers with fixed bytes: the ceiling our API is compared against.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  n: number;
}

function getOnce(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

/** `concurrency` keep-alive connections each sending GETs back to back until `until()` is true. */
export async function httpLoad(
  url: string,
  headers: Record<string, string>,
  concurrency: number,
  until: () => boolean,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const target = new URL(url);
  const latencies: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (!until()) {
        const t0 = performance.now();
        const status = await getOnce(agent, target, headers);
        if (status !== 200) throw new Error(`GET ${url} answered ${status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - start) / 1000;
  return {
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    n: latencies.length,
  };
}

/** Headers a server sets per response or per connection; the bare server writes its own. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * Starts, in its own process (as our server runs in its own), a node:http server that answers every request
 * with `body` and the same headers our server sent.
 */
export async function startBareServer(port: number, body: Buffer, headers: Headers): Promise<ChildProcess> {
  const fixed = [...headers].filter(([name]) => !PER_RESPONSE.has(name));
  const source = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BARE_BODY, 'base64');
    const headers = Object.fromEntries(JSON.parse(process.env.BARE_HEADERS));
    headers['content-length'] = body.length;
    http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
      .listen(${port}, '127.0.0.1', () => process.send('ready'));
  `;
  const child = spawn(process.execPath, ['-e', source], {
    env: { ...process.env, BARE_BODY: body.toString('base64'), BARE_HEADERS: JSON.stringify(fixed) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return child;
}
