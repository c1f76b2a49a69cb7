import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, signUp } from '../support/client.ts';
import { insertSupportMessage } from '#server/repositories/support-messages.repository.ts';
import { waitForOutboxMail } from '../support/staff.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const ADMIN = { email: 'staff@passportbuddy.example', password: 'staff-pass-123' };
let server: TestServer;
let staff: TestClient;

beforeAll(async () => {
  server = await startTestServer({ admin: ADMIN });
  staff = new TestClient(server.url);
  expect((await staff.post('/api/auth/login', ADMIN)).status).toBe(200);
});
afterAll(() => server.close());

const message = {
  name: 'Priya Nair',
  email: 'priya@example.com',
  subject: 'Photo keeps failing',
  message: 'My photo fails the background check, what should I do?',
};

describe('support messages', () => {
  it('a visitor sends a message: it is stored, e-mailed to staff, and staff reply by e-mail', async () => {
    const visitor = new TestClient(server.url);
    const res = await visitor.post('/api/support-messages', message);
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: number; status: string; userId: number | null };
    expect(created).toMatchObject({ ...message, status: 'open', userId: null });

    const toStaff = await waitForOutboxMail(server, (m) => m.subject.includes(`[Support #${created.id}]`));
    expect(toStaff.to).toContain('support@passportbuddy.example');
    expect(toStaff.text).toContain(message.message);

    const list = (await (await staff.get('/api/admin/support-messages')).json()) as { id: number }[];
    expect(list.map((m) => m.id)).toContain(created.id);

    const replied = await staff.post(`/api/admin/support-messages/${created.id}/reply`, {
      reply: 'Please retake it against a plain white wall.',
    });
    expect(replied.status).toBe(200);
    expect(await replied.json()).toMatchObject({
      status: 'replied',
      reply: 'Please retake it against a plain white wall.',
    });
    const toUser = await waitForOutboxMail(server, (m) => m.to.includes('priya@example.com'));
    expect(toUser.subject).toBe('Re: Photo keeps failing');
    expect(toUser.text).toContain('plain white wall');
  });

  it('records the signed-in user', async () => {
    const { client, user } = await signUp(server.url);
    const res = await client.post('/api/support-messages', { ...message, email: user.email });
    expect(await res.json()).toMatchObject({ userId: user.id });
  });

  it('refuses an incomplete or invalid message with the spec wording and stores nothing', async () => {
    const visitor = new TestClient(server.url);
    const before = ((await (await staff.get('/api/admin/support-messages')).json()) as unknown[]).length;
    const blank = await visitor.post('/api/support-messages', { ...message, subject: '   ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ message: 'Please fill in all fields.' });
    const missing = await visitor.post('/api/support-messages', { name: 'A' });
    expect(missing.status).toBe(400);
    const badEmail = await visitor.post('/api/support-messages', { ...message, email: 'not-an-email' });
    expect(await badEmail.json()).toMatchObject({ message: 'Please enter a valid email address.' });
    const after = ((await (await staff.get('/api/admin/support-messages')).json()) as unknown[]).length;
    expect(after).toBe(before);
  });

  it('the staff endpoints answer 401 to visitors and 403 to users; unknown ids 404; empty replies 400', async () => {
    const visitor = new TestClient(server.url);
    expect((await visitor.get('/api/admin/support-messages')).status).toBe(401);
    expect((await visitor.post('/api/admin/support-messages/1/reply', { reply: 'x' })).status).toBe(401);
    const { client } = await signUp(server.url);
    expect((await client.get('/api/admin/support-messages')).status).toBe(403);
    expect((await client.post('/api/admin/support-messages/1/reply', { reply: 'x' })).status).toBe(403);
    // A user learns nothing from a bad id or body either: staff only comes first.
    expect((await client.post('/api/admin/support-messages/abc/reply', {})).status).toBe(403);
    expect((await staff.post('/api/admin/support-messages/999999/reply', { reply: 'x' })).status).toBe(404);
    expect((await staff.post('/api/admin/support-messages/1/reply', { reply: ' ' })).status).toBe(400);
  });

  it('staff mark a message handled without a reply and can open it again; the inbox lists open ones first', async () => {
    // Stored directly: the per-network limit below counts the messages sent through the form.
    const older = await insertSupportMessage(server.app.ctx.db, { ...message, subject: 'Older', userId: null });
    const handled = await staff.patch(`/api/admin/support-messages/${older.id}`, { status: 'handled' });
    expect(handled.status).toBe(200);
    expect(await handled.json()).toMatchObject({ id: older.id, status: 'handled', reply: null });
    const newer = await insertSupportMessage(server.app.ctx.db, { ...message, subject: 'Newer', userId: null });

    const list = (await (await staff.get('/api/admin/support-messages')).json()) as { id: number; status: string }[];
    const firstClosed = list.findIndex((m) => m.status !== 'open');
    expect(list.slice(firstClosed).every((m) => m.status !== 'open')).toBe(true);
    expect(list.findIndex((m) => m.id === newer.id)).toBeLessThan(list.findIndex((m) => m.id === older.id));
    expect(list.find((m) => m.id === older.id)?.status).toBe('handled');

    const reopened = await staff.patch(`/api/admin/support-messages/${older.id}`, { status: 'open' });
    expect(await reopened.json()).toMatchObject({ status: 'open' });
    expect((await staff.patch(`/api/admin/support-messages/${older.id}`, { status: 'replied' })).status).toBe(400);
    expect((await staff.patch('/api/admin/support-messages/999999', { status: 'handled' })).status).toBe(404);
    const { client } = await signUp(server.url);
    expect((await client.patch(`/api/admin/support-messages/${older.id}`, { status: 'handled' })).status).toBe(403);
    expect((await new TestClient(server.url).patch(`/api/admin/support-messages/${older.id}`, {})).status).toBe(401);
  });

  it('limits messages per network', async () => {
    // Earlier tests in this file used 2 of the 5 per hour from 127.0.0.1.
    const visitor = new TestClient(server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await visitor.post('/api/support-messages', message)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
