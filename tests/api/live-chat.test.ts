import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSupportHours } from '#server/domain/live-chat/support-hours.ts';
import {
  ASSISTANT_AGENT,
  ATTACHMENTS_REFUSED,
  CHAT_ACCESS_ENDED,
  type LiveChatMessage,
  type LiveChatPostResponse,
  type LiveChatState,
  type StaffConversation,
  type StaffConversationDetail,
} from '#shared/schemas/live-chat.ts';
import { TestClient, signUp } from '../support/client.ts';
import { openEventStream, type StreamEvent } from '../support/event-stream.ts';
import { TEST_DIALECT, startTestServer, type TestServer } from '../support/server.ts';
import { signUpAs } from '../support/staff.ts';

const json = async <T>(res: Response) => (await res.json()) as T;
const isMessage = (text: string) => (e: StreamEvent) =>
  e.event === 'message' && (e.data as { message: LiveChatMessage }).message.message.includes(text);

/** Support hours that exclude today, whatever day the test runs. */
function hoursClosedToday() {
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const tomorrow = days[(new Date().getUTCDay() + 2) % 7]!;
  return parseSupportHours(`${tomorrow}-${tomorrow} 09:00-17:00 UTC`);
}

describe('live chat, person to person', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('a user and staff chat in real time: claim, typing, reply, unread counts, history, close', async () => {
    const { client: user } = await signUp(server.url, { firstName: 'Meera' });
    const { client: staff } = await signUpAs(server, 'staff');
    const staffEvents = await openEventStream(staff, `${server.url}/api/admin/chats/events`);
    const userEvents = await openEventStream(user, `${server.url}/api/live-chat/events`);
    try {
      expect(await json<LiveChatState>(await user.get('/api/live-chat'))).toEqual({ conversation: null, messages: [] });

      const sent = await user.post('/api/live-chat', { message: '  My photo keeps failing  ' });
      expect(sent.status).toBe(200);
      const posted = await json<LiveChatPostResponse>(sent);
      expect(posted).toMatchObject({ message: 'My photo keeps failing', isUser: true, agent: 'Support team' });
      expect(Date.parse(posted.timestamp)).not.toBeNaN();
      const arrived = await staffEvents.next(isMessage('My photo keeps failing'));
      expect(arrived.id).toBe(String(posted.id));

      const queue = await json<StaffConversation[]>(await staff.get('/api/admin/chats'));
      const mine = queue.find((c) => c.id === posted.conversationId)!;
      expect(mine).toMatchObject({ status: 'open', unread: 1, userName: 'Meera Rao', staffId: null });

      expect((await user.post('/api/live-chat/typing', { typing: true })).status).toBe(204);
      const typing = await staffEvents.next((e) => e.event === 'typing');
      expect(typing.data).toMatchObject({ conversationId: posted.conversationId, from: 'user', typing: true });

      const claimed = await staff.post(`/api/admin/chats/${posted.conversationId}/claim`);
      expect(await json<StaffConversation>(claimed)).toMatchObject({ status: 'claimed', staffName: 'Asha' });
      await userEvents.next((e) => e.event === 'conversation' && (e.data as { agent: string }).agent === 'Asha');
      const { client: colleague } = await signUpAs(server, 'staff');
      expect((await colleague.post(`/api/admin/chats/${posted.conversationId}/claim`)).status).toBe(409);
      const taken = await colleague.post(`/api/admin/chats/${posted.conversationId}/messages`, { message: 'me too' });
      expect(await taken.json()).toEqual({
        code: 'conversation_claimed',
        message: 'Another staff member has claimed this conversation.',
      });

      await staff.post(`/api/admin/chats/${posted.conversationId}/typing`, { typing: true });
      await userEvents.next((e) => e.event === 'typing' && (e.data as { from: string }).from === 'staff');
      const reply = await staff.post(`/api/admin/chats/${posted.conversationId}/messages`, {
        message: 'Use a plain white wall behind you.',
      });
      expect(reply.status).toBe(201);
      const delivered = await userEvents.next(isMessage('plain white wall'));
      expect(delivered.data).toMatchObject({ message: { isUser: false, sender: 'staff', agent: 'Asha' } });

      // Reload: the history is kept, and the staff reply is unread until the user reads it.
      const state = await json<LiveChatState>(await user.get('/api/live-chat'));
      expect(state.messages.map((m) => m.message)).toEqual([
        'My photo keeps failing',
        'Use a plain white wall behind you.',
      ]);
      expect(state.conversation).toMatchObject({ status: 'claimed', agent: 'Asha', unread: 1 });
      expect((await user.post('/api/live-chat/read')).status).toBe(204);
      expect((await json<LiveChatState>(await user.get('/api/live-chat'))).conversation?.unread).toBe(0);
      const detail = await json<StaffConversationDetail>(await staff.get(`/api/admin/chats/${posted.conversationId}`));
      expect(detail.conversation.unread).toBe(0); // replying means staff read it
      expect(detail.messages).toHaveLength(2);

      const closed = await staff.post(`/api/admin/chats/${posted.conversationId}/close`);
      expect(await json<StaffConversation>(closed)).toMatchObject({ status: 'closed' });
      await userEvents.next((e) => e.event === 'conversation' && (e.data as { status: string }).status === 'closed');
      const closedList = await json<StaffConversation[]>(await staff.get('/api/admin/chats?status=closed'));
      expect(closedList.map((c) => c.id)).toContain(posted.conversationId);
      expect((await staff.post(`/api/admin/chats/${posted.conversationId}/claim`)).status).toBe(409);
      const late = await staff.post(`/api/admin/chats/${posted.conversationId}/messages`, { message: 'late' });
      expect(late.status).toBe(409);
      expect(await late.json()).toEqual({ code: 'conversation_closed', message: 'This conversation is closed.' });

      // Writing after a close starts a new conversation.
      const again = await json<LiveChatPostResponse>(await user.post('/api/live-chat', { message: 'One more thing' }));
      expect(again.conversationId).not.toBe(posted.conversationId);
    } finally {
      staffEvents.close();
      userEvents.close();
    }
  });

  it('resumes a stream from Last-Event-ID with the messages it missed', async () => {
    const { client: user } = await signUp(server.url);
    const first = await json<LiveChatPostResponse>(await user.post('/api/live-chat', { message: 'first' }));
    await user.post('/api/live-chat', { message: 'second' });
    const resumed = await openEventStream(user, `${server.url}/api/live-chat/events`, {
      'last-event-id': String(first.id),
    });
    try {
      const missed = await resumed.next(isMessage('second'));
      expect(Number(missed.id)).toBeGreaterThan(first.id);
    } finally {
      resumed.close();
    }
  });

  it('keeps conversations private: staff only on the console, nobody sees another user’s chat', async () => {
    const visitor = new TestClient(server.url);
    expect((await visitor.post('/api/live-chat', { message: 'hi' })).status).toBe(401);
    expect((await visitor.get('/api/live-chat/events')).status).toBe(401);
    const { client: alice } = await signUp(server.url);
    const { client: bob } = await signUp(server.url);
    const { conversationId } = await json<LiveChatPostResponse>(await alice.post('/api/live-chat', { message: 'x1' }));
    for (const [method, path] of [
      ['GET', '/api/admin/chats'],
      ['GET', '/api/admin/chats/events'],
      ['GET', `/api/admin/chats/${conversationId}`],
      ['POST', `/api/admin/chats/${conversationId}/claim`],
      ['POST', `/api/admin/chats/${conversationId}/close`],
    ] as const) {
      expect((await bob.request(method, path)).status, path).toBe(403);
      expect((await visitor.request(method, path)).status, path).toBe(401);
    }
    expect((await bob.post(`/api/admin/chats/${conversationId}/messages`, { message: 'x' })).status).toBe(403);
    expect(await json<LiveChatState>(await bob.get('/api/live-chat'))).toEqual({ conversation: null, messages: [] });
    const bobEvents = await openEventStream(bob, `${server.url}/api/live-chat/events`, { 'last-event-id': '1' });
    try {
      await bob.post('/api/live-chat', { message: 'bob here' });
      const first = await bobEvents.next((e) => e.event === 'message');
      expect(first.data).toMatchObject({ message: { message: 'bob here' } }); // not Alice's x1
    } finally {
      bobEvents.close();
    }
    const { client: staff } = await signUpAs(server, 'staff');
    expect((await staff.get('/api/admin/chats/999999')).status).toBe(404);
    expect((await staff.post('/api/admin/chats/999999/messages', { message: 'x' })).status).toBe(404);
  });

  it('refuses attachments politely and empty messages with a clear message', async () => {
    const { client: user } = await signUp(server.url);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }), 'photo.jpg');
    const multipart = await user.post('/api/live-chat', form);
    expect(multipart.status).toBe(415);
    expect(await multipart.json()).toMatchObject({ message: ATTACHMENTS_REFUSED });
    const image = await user.request('POST', '/api/live-chat', 'raw-bytes', { 'content-type': 'image/png' });
    expect(image.status).toBe(415);
    expect(await image.json()).toMatchObject({ message: ATTACHMENTS_REFUSED });
    const field = await user.post('/api/live-chat', {
      message: 'see attached',
      attachment: 'data:image/png;base64,AA',
    });
    expect(field.status).toBe(400);
    expect(await field.json()).toMatchObject({ message: ATTACHMENTS_REFUSED });
    const blank = await user.post('/api/live-chat', { message: '   ' });
    expect(await blank.json()).toEqual({ code: 'validation_failed', message: 'Please type a message.' });
    expect(await json<LiveChatState>(await user.get('/api/live-chat'))).toEqual({ conversation: null, messages: [] });
  });

  it('first messages sent at once all land in one conversation', async () => {
    const { client: user } = await signUp(server.url);
    const { client: staff } = await signUpAs(server, 'staff');
    const texts = Array.from({ length: 20 }, (_, i) => `At once ${i}`);
    const responses = await Promise.all(texts.map((message) => user.post('/api/live-chat', { message })));
    expect(responses.map((r) => r.status)).toEqual(texts.map(() => 200));
    const posted = await Promise.all(responses.map((r) => json<LiveChatPostResponse>(r)));
    expect(new Set(posted.map((p) => p.conversationId)).size).toBe(1);

    const state = await json<LiveChatState>(await user.get('/api/live-chat'));
    expect(state.conversation?.id).toBe(posted[0]!.conversationId);
    const mine = state.messages.filter((m) => m.isUser).map((m) => m.message);
    expect(mine.sort()).toEqual([...texts].sort());
    const queue = await json<StaffConversation[]>(await staff.get('/api/admin/chats'));
    const owner = queue.find((c) => c.id === posted[0]!.conversationId)!.userId;
    expect(queue.filter((c) => c.userId === owner)).toHaveLength(1);

    // The database itself refuses a second conversation that is not closed; closed ones may pile up.
    const row = (status: string) => ({ user_id: owner, status, created_at: new Date().toISOString() });
    const insert = (status: string) => server.app.ctx.db.insertInto('chat_conversations').values(row(status)).execute();
    await expect(insert('open')).rejects.toThrow();
    await expect(insert('claimed')).rejects.toThrow();
    await expect(insert('closed')).resolves.toBeDefined();
  });

  it('ends the console stream of staff whose role an admin removes, and a user stream on sign-out everywhere', async () => {
    const { client: staff, user: staffUser } = await signUpAs(server, 'staff');
    const { client: admin } = await signUpAs(server, 'admin');
    const { client: user } = await signUp(server.url, { firstName: 'Ravi' });
    const console = await openEventStream(staff, `${server.url}/api/admin/chats/events`);
    const userEvents = await openEventStream(user, `${server.url}/api/live-chat/events`);
    try {
      await user.post('/api/live-chat', { message: 'Before the change' });
      await console.next(isMessage('Before the change'));

      expect((await admin.patch(`/api/admin/users/${staffUser.id}/role`, { role: 'user' })).status).toBe(200);
      await user.post('/api/live-chat', { message: 'After the change' });
      const ended = await console.next((e) => e.event === 'access-ended' || isMessage('After the change')(e));
      expect(ended.event).toBe('access-ended');
      expect(ended.data).toEqual({ message: CHAT_ACCESS_ENDED });
      expect((await staff.get('/api/admin/chats/events')).status).toBe(403);

      await user.post('/api/auth/logout-all');
      const { client: colleague } = await signUpAs(server, 'staff');
      const queue = await json<StaffConversation[]>(await colleague.get('/api/admin/chats'));
      const ravi = queue.find((c) => c.userName === 'Ravi Rao')!;
      await colleague.post(`/api/admin/chats/${ravi.id}/claim`);
      await colleague.post(`/api/admin/chats/${ravi.id}/messages`, { message: 'Hello Ravi' });
      const userEnded = await userEvents.next((e) => e.event === 'access-ended' || isMessage('Hello Ravi')(e));
      expect(userEnded.event).toBe('access-ended');
    } finally {
      console.close();
      userEvents.close();
    }
  });

  it('limits how fast one user can post', async () => {
    const { client: user } = await signUp(server.url);
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await user.post('/api/live-chat', { message: `m${i}` })).status);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('the assistant answers when no person can', () => {
  it('outside support hours it answers at once from the help pages and says when a person will reply', async () => {
    const server = await startTestServer({ liveChat: { hours: hoursClosedToday(), staffWaitMs: 120_000 } });
    try {
      const { client: user } = await signUp(server.url);
      const events = await openEventStream(user, `${server.url}/api/live-chat/events`);
      const posted = await json<LiveChatPostResponse>(
        await user.post('/api/live-chat', { message: 'What background colour does the photo need?' }),
      );
      expect(posted.agent).toBe(ASSISTANT_AGENT);
      const answer = await events.next(
        (e) => e.event === 'message' && !(e.data as { message: LiveChatMessage }).message.isUser,
      );
      const message = (answer.data as { message: LiveChatMessage }).message;
      expect(message).toMatchObject({ sender: 'assistant', agent: ASSISTANT_AGENT });
      expect(message.message).toMatch(/white/i);
      expect(message.message).toMatch(/A person will reply here from \w+day \d{1,2}:00 AM UTC/);
      // A second question is answered from the help pages without repeating when a person will reply; small
      // talk the help pages cannot answer gets no reply at all (the assistant already said what happens next).
      await user.post('/api/live-chat', { message: 'How big must the photo file be in pixels?' });
      await user.post('/api/live-chat', { message: 'Thank you!' });
      const { messages } = await json<LiveChatState>(await user.get('/api/live-chat'));
      expect(messages.map((m) => m.sender)).toEqual(['user', 'assistant', 'user', 'assistant', 'user']);
      expect(messages[3]!.message).toMatch(/630 x 810/);
      expect(messages[3]!.message).not.toMatch(/A person will reply/);
      events.close();
    } finally {
      await server.close();
    }
  });

  it('in support hours it waits for staff; with no staff console open it answers after the wait', async () => {
    const server = await startTestServer({ liveChat: { hours: null, staffWaitMs: 1000 } });
    try {
      const { client: user } = await signUp(server.url);
      const events = await openEventStream(user, `${server.url}/api/live-chat/events`);
      const posted = await json<LiveChatPostResponse>(await user.post('/api/live-chat', { message: 'Hello?' }));
      const started = Date.now();
      const answer = await events.next(
        (e) => e.event === 'message' && !(e.data as { message: LiveChatMessage }).message.isUser,
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect((answer.data as { message: LiveChatMessage }).message.message).toContain(
        'A person will reply here within 2 hours',
      );
      events.close();

      // With a staff console open the user waits for the person: no assistant turn is scheduled.
      const { client: staff } = await signUpAs(server, 'staff');
      const console = await openEventStream(staff, `${server.url}/api/admin/chats/events`);
      const { client: other } = await signUp(server.url);
      const second = await json<LiveChatPostResponse>(await other.post('/api/live-chat', { message: 'Anyone?' }));
      await console.next(isMessage('Anyone?'));
      const row = await server.app.ctx.db
        .selectFrom('chat_conversations')
        .select('assistant_due_at')
        .where('id', '=', second.conversationId)
        .executeTakeFirstOrThrow();
      expect(row.assistant_due_at).toBeNull();
      expect(posted.conversationId).not.toBe(second.conversationId);
      console.close();
    } finally {
      await server.close();
    }
  });
});

describe.skipIf(TEST_DIALECT !== 'postgres')('two server processes on one PostgreSQL database', () => {
  it('a message posted through one reaches an event stream held by the other (LISTEN/NOTIFY)', async () => {
    const first = await startTestServer({ liveChat: { hours: null, staffWaitMs: 120_000 } });
    const second = await startTestServer({
      dataDir: first.config.dataDir,
      database: first.config.database,
      sessionSecret: first.config.sessionSecret,
      liveChat: { hours: null, staffWaitMs: 120_000 },
    });
    try {
      const { client: userOnFirst } = await signUp(first.url);
      const staffAccount = await signUpAs(first, 'staff');
      // The same browser sessions, talking to the other process (as behind a load balancer).
      const consoleOnSecond = await openEventStream(staffAccount.client, `${second.url}/api/admin/chats/events`);
      expect(consoleOnSecond.status).toBe(200);
      const posted = await json<LiveChatPostResponse>(await userOnFirst.post('/api/live-chat', { message: 'across' }));
      await consoleOnSecond.next(isMessage('across'));
      // Presence is in the database too: the first process knows staff are online and schedules no assistant.
      const row = await first.app.ctx.db
        .selectFrom('chat_conversations')
        .select('assistant_due_at')
        .where('id', '=', posted.conversationId)
        .executeTakeFirstOrThrow();
      expect(row.assistant_due_at).toBeNull();

      const userOnSecond = await openEventStream(userOnFirst, `${second.url}/api/live-chat/events`);
      await staffAccount.client.post(`/api/admin/chats/${posted.conversationId}/messages`, { message: 'got it' });
      await userOnSecond.next(isMessage('got it'));
      consoleOnSecond.close();
      userOnSecond.close();
    } finally {
      await second.app.close();
      await first.close();
    }
  });
});

describe.skipIf(TEST_DIALECT !== 'postgres')('the LISTEN connection', () => {
  it('comes back after PostgreSQL drops it, and events flow again', async () => {
    const server = await startTestServer();
    try {
      const { client: user } = await signUp(server.url);
      const { client: staff } = await signUpAs(server, 'staff');
      const console = await openEventStream(staff, `${server.url}/api/admin/chats/events`);
      const schema = server.config.database.kind === 'postgres' ? server.config.database.schema : '';
      const cut = await sql<{
        ended: boolean;
      }>`select pg_terminate_backend(pid) as ended from pg_stat_activity where query = ${`LISTEN "live_chat_${schema}"`}`.execute(
        server.app.ctx.db,
      );
      expect(cut.rows).toEqual([{ ended: true }]);
      // Until the listener is back a notification can be lost; the client resyncs, the test retries.
      await expect
        .poll(
          async () => {
            await user.post('/api/live-chat', { message: 'after the cut' });
            return console
              .next(isMessage('after the cut'), 500)
              .then(() => true)
              .catch(() => false);
          },
          { timeout: 10_000, interval: 500 },
        )
        .toBe(true);
      console.close();
    } finally {
      await server.close();
    }
  });
});
