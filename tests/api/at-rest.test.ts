import { statSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { DONE_JOB_RETENTION_MS, FAILED_JOB_RETENTION_MS } from '#server/jobs/job-queue.ts';
import { JOB_PURGE_JOB, purgeFinishedJobs } from '#server/jobs/purge-jobs.ts';
import { storeMail } from '#server/mail/mail-outbox.ts';
import { SEND_EMAIL_JOB } from '#server/mail/mailer.ts';
import { TestClient, signUp } from '../support/client.ts';
import { startTestServer, TEST_DIALECT, type TestServer } from '../support/server.ts';
import { signUpAs, waitForOutboxMail } from '../support/staff.ts';

// Issue 18, part 7: nothing secret or personal lies in the database in clear, and finished jobs do not pile up.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DAY = 86_400_000;
const db = () => server.app.ctx.db;
const mailJobPayloads = async () =>
  (await db().selectFrom('jobs').select('payload').where('name', '=', SEND_EMAIL_JOB).execute()).map((j) => j.payload);

describe('e-mail at rest', () => {
  it('queues a sign-in link by id: no job payload holds the link, and the stored message is gone once sent', async () => {
    const { user } = await signUp(server.url);
    expect((await new TestClient(server.url).post('/api/auth/sign-in-link', { email: user.email })).status).toBe(200);
    const mail = await waitForOutboxMail(server, (m) => m.to.includes(user.email) && m.subject.includes('sign-in'));
    const token = /\/api\/auth\/sign-in-link\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();

    const payloads = await mailJobPayloads();
    expect(payloads.length).toBeGreaterThan(0);
    for (const payload of payloads) {
      expect(payload).not.toContain(token);
      expect(payload).not.toContain(user.email);
      expect(JSON.parse(payload)).toEqual({ mailId: expect.any(Number) });
    }
    // Delivered: the sealed copy is deleted.
    await expect.poll(async () => (await db().selectFrom('mail_outbox').select('id').execute()).length).toBe(0);
  });

  it('seals the queued message: recipient, subject and body are not readable in the table', async () => {
    const id = await storeMail(db(), {
      to: 'sealed@example.com',
      subject: 'Your sign-in link',
      text: 'https://passports.example/api/auth/sign-in-link/secret-token-123',
    });
    const raw = await db().selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const stored = JSON.stringify(raw);
    for (const clear of ['sealed@example.com', 'sign-in link', 'secret-token-123']) expect(stored).not.toContain(clear);
    await db().deleteFrom('mail_outbox').where('id', '=', id).execute();
  });

  it('keeps a support message body out of the mail job payload', async () => {
    const body = {
      name: 'Kavya Iyer',
      email: 'kavya@example.com',
      subject: 'Lost passport',
      message: 'My passport P7654321 was stolen in Dubai.',
    };
    expect((await new TestClient(server.url).post('/api/support-messages', body)).status).toBe(201);
    await waitForOutboxMail(server, (m) => m.text.includes('P7654321'));
    for (const payload of await mailJobPayloads()) {
      expect(payload).not.toContain('P7654321');
      expect(payload).not.toContain('kavya@example.com');
    }
  });
});

describe('support and chat text at rest', () => {
  it('stores a support message, its sender and the reply sealed, and shows them in clear to staff', async () => {
    const body = {
      name: 'Rohan Mehta',
      email: 'rohan.at-rest@example.com',
      subject: 'Appointment at VFS Dubai',
      message: 'My old passport number is Z9988776.',
    };
    const sent = await new TestClient(server.url).post('/api/support-messages', body);
    const { id } = (await sent.json()) as { id: number };
    const { client: staff } = await signUpAs(server, 'admin');
    expect(
      (await staff.post(`/api/admin/support-messages/${id}/reply`, { reply: 'Bring Z9988776 with you.' })).status,
    ).toBe(200);

    const raw = await db().selectFrom('support_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    for (const column of [raw.name, raw.email, raw.subject, raw.message, raw.reply]) expect(column).toMatch(/^enc:v1:/);
    expect(JSON.stringify(raw)).not.toMatch(/Z9988776|Rohan|rohan\.at-rest|VFS Dubai/);

    const inbox = (await (await staff.get('/api/admin/support-messages')).json()) as { id: number }[];
    expect(inbox.find((m) => m.id === id)).toMatchObject({
      ...body,
      reply: 'Bring Z9988776 with you.',
      status: 'replied',
    });
  });

  it('stores chat messages sealed, and the user and staff read them in clear', async () => {
    const { client: user } = await signUp(server.url);
    const posted = (await (
      await user.post('/api/live-chat', { message: 'My passport L5566778 expires soon' })
    ).json()) as {
      id: number;
      conversationId: number;
    };
    const raw = await db()
      .selectFrom('chat_messages')
      .select('body')
      .where('id', '=', posted.id)
      .executeTakeFirstOrThrow();
    expect(raw.body).toMatch(/^enc:v1:/);
    expect(raw.body).not.toContain('L5566778');

    const state = (await (await user.get('/api/live-chat')).json()) as { messages: { message: string }[] };
    expect(state.messages.map((m) => m.message)).toContain('My passport L5566778 expires soon');
    const { client: staff } = await signUpAs(server, 'staff');
    const queue = (await (await staff.get('/api/admin/chats')).json()) as { id: number; lastMessage: string }[];
    expect(queue.find((c) => c.id === posted.conversationId)?.lastMessage).toBe('My passport L5566778 expires soon');
  });

  it('seals rows written before the upgrade at the next start, and clears old mail job payloads', async () => {
    const { client: user } = await signUp(server.url);
    const posted = (await (await user.post('/api/live-chat', { message: 'placeholder' })).json()) as { id: number };
    await db()
      .updateTable('chat_messages')
      .set({ body: 'legacy chat text Q1234567' })
      .where('id', '=', posted.id)
      .execute();
    const legacy = await db()
      .insertInto('support_messages')
      .values({
        user_id: null,
        name: 'Old Writer',
        email: 'old.writer@example.com',
        subject: 'Old subject',
        message: 'legacy support text Q1234567',
        status: 'replied',
        reply: 'legacy reply Q1234567',
        replied_by: null,
        replied_at: null,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A message queued (and one sent) by the old mailer, whole in the payload; queued for later so no runner takes it.
    const oldMessage = JSON.stringify({ to: 'old@example.com', subject: 'Old link', text: 'legacy link Q1234567' });
    const now = new Date().toISOString();
    const later = new Date(Date.now() + DAY).toISOString();
    const row = (status: string) => ({
      name: SEND_EMAIL_JOB,
      payload: oldMessage,
      status,
      attempts: 0,
      max_attempts: 6,
      run_after: status === 'queued' ? later : now,
      locked_until: null,
      last_error: null,
      created_at: now,
      updated_at: now,
      owner_id: null,
    });
    await db()
      .insertInto('jobs')
      .values([row('queued'), row('done')])
      .execute();

    const again = await buildApp(server.config);
    try {
      const chat = await db()
        .selectFrom('chat_messages')
        .select('body')
        .where('id', '=', posted.id)
        .executeTakeFirstOrThrow();
      expect(chat.body).toMatch(/^enc:v1:/);
      const support = await db()
        .selectFrom('support_messages')
        .selectAll()
        .where('id', '=', legacy.id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(support)).not.toMatch(/Q1234567|Old Writer|old\.writer|Old subject/);
      expect(support.status).toBe('replied');
      for (const payload of await mailJobPayloads()) expect(payload).not.toContain('Q1234567');
      // The queued one still goes out, now from the sealed outbox.
      expect((await db().selectFrom('mail_outbox').select('id').execute()).length).toBeGreaterThan(0);
      const state = (await (await user.get('/api/live-chat')).json()) as { messages: { message: string }[] };
      expect(state.messages.map((m) => m.message)).toContain('legacy chat text Q1234567');
    } finally {
      await again.close();
    }
  });
});

describe('finished jobs', () => {
  it('are deleted after their retention (done 7 days, failed 30), and queued ones never', async () => {
    const now = Date.now();
    const at = (ms: number) => new Date(now - ms).toISOString();
    const job = (name: string, status: string, age: number) => ({
      name,
      payload: '{}',
      status,
      attempts: 1,
      max_attempts: 3,
      run_after: at(age),
      locked_until: null,
      last_error: null,
      created_at: at(age),
      updated_at: at(age),
      owner_id: null,
    });
    const inserted = await db()
      .insertInto('jobs')
      .values([
        job('old-done', 'done', DONE_JOB_RETENTION_MS + DAY),
        job('recent-done', 'done', DONE_JOB_RETENTION_MS - DAY),
        job('old-failed', 'failed', FAILED_JOB_RETENTION_MS + DAY),
        job('recent-failed', 'failed', FAILED_JOB_RETENTION_MS - DAY),
        job('old-queued', 'queued', FAILED_JOB_RETENTION_MS + DAY),
      ])
      .returning(['id', 'name'])
      .execute();
    const staleMail = await storeMail(db(), { to: 'stale@example.com', subject: 'Stale', text: 'never sent' });
    await db()
      .updateTable('mail_outbox')
      .set({ created_at: at(FAILED_JOB_RETENTION_MS + DAY) })
      .where('id', '=', staleMail)
      .execute();

    await purgeFinishedJobs(server.app.ctx, new Date(now));
    const left = await db()
      .selectFrom('jobs')
      .select('name')
      .where(
        'id',
        'in',
        inserted.map((r) => r.id),
      )
      .execute();
    expect(left.map((r) => r.name).sort()).toEqual(['old-queued', 'recent-done', 'recent-failed']);
    expect(
      await db().selectFrom('mail_outbox').select('id').where('id', '=', staleMail).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('are purged by a job the server schedules for itself', async () => {
    const scheduled = await server.app.ctx.jobs.payloads(JOB_PURGE_JOB, ['queued', 'running']);
    expect(scheduled).toHaveLength(1);
  });
});

describe.skipIf(TEST_DIALECT !== 'sqlite')('database file modes', () => {
  it('app.db, its -wal and -shm files are readable by the server user only (0600)', async () => {
    if (server.config.database.kind !== 'sqlite') return;
    await sql`select count(*) from users`.execute(db());
    const file = server.config.database.file;
    for (const f of [file, `${file}-wal`, `${file}-shm`]) expect((statSync(f).mode & 0o777).toString(8), f).toBe('600');
  });
});
