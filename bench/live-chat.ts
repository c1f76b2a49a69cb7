/**
 * Live chat delivery: a user posts to one server process, a staff console's event stream on another (same
 * PostgreSQL database: LISTEN/NOTIFY) receives it. On SQLite both sides use one process.
 * Run: npx tsx bench/live-chat.ts   (TEST_DIALECT=postgres TEST_DATABASE_URL=... for two processes)
 */
import type { LiveChatMessage } from '#shared/schemas/live-chat.ts';
import { signUp } from '../tests/support/client.ts';
import { openEventStream } from '../tests/support/event-stream.ts';
import { TEST_DIALECT, startTestServer } from '../tests/support/server.ts';
import { signUpAs } from '../tests/support/staff.ts';
import { percentile } from './api.ts';

const MESSAGES = 100;

const stats = (samples: number[]) =>
  `p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`;

export async function benchLiveChat(): Promise<void> {
  const liveChat = { hours: null, staffWaitMs: 120_000 };
  const first = await startTestServer({ liveChat });
  const second =
    TEST_DIALECT === 'postgres'
      ? await startTestServer({
          liveChat,
          dataDir: first.config.dataDir,
          database: first.config.database,
          sessionSecret: first.config.sessionSecret,
        })
      : first;
  try {
    const staff = await signUpAs(first, 'staff');
    const console_ = await openEventStream(staff.client, `${second.url}/api/admin/chats/events`);
    const posts: number[] = [];
    const deliveries: number[] = [];
    // Users of their own, so the per-user rate limit is not what is measured.
    for (let i = 0; i < MESSAGES; i += 10) {
      const { client: user } = await signUp(first.url);
      for (let j = i; j < i + 10; j++) {
        const text = `bench message ${j}`;
        const started = performance.now();
        const res = await user.post('/api/live-chat', { message: text });
        posts.push(performance.now() - started);
        if (res.status !== 200) throw new Error(`post failed: ${res.status}`);
        await console_.next((e) => (e.data as { message?: LiveChatMessage }).message?.message === text);
        deliveries.push(performance.now() - started);
      }
    }
    console_.close();
    const where = TEST_DIALECT === 'postgres' ? 'PostgreSQL, two processes' : 'SQLite, one process';
    console.log(`${MESSAGES} messages (${where})`);
    console.log(`POST /api/live-chat answered      ${stats(posts)}`);
    console.log(`on the other side's event stream ${stats(deliveries)}`);
  } finally {
    if (second !== first) await second.app.close();
    await first.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchLiveChat();
  process.exit(0);
}
