import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { seedReviewRequest, signUpAs, waitForOutboxMail } from '../support/staff.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

async function newApplication(client: TestClient, type: 'renewal' | 'new' = 'renewal') {
  const res = await client.post('/api/applications', { type, status: 'draft' });
  expect(res.status).toBe(201);
  return (await json(res)).id as number;
}

async function submitted(server: TestServer, id: number) {
  await server.app.ctx.db.updateTable('applications').set({ status: 'submitted' }).where('id', '=', id).execute();
}

/** Every staff endpoint, with what it needs: [method, path, body, admin only]. */
function staffEndpoints(appId: number, docId: number, userId: number): [string, string, unknown, boolean][] {
  return [
    ['GET', '/api/admin/stats', undefined, false],
    ['GET', '/api/admin/applications', undefined, false],
    ['GET', '/api/admin/applications/export', undefined, false],
    ['POST', '/api/admin/notifications', { applicationId: appId, type: 'status_update' }, false],
    ['GET', '/api/admin/reviews', undefined, false],
    ['POST', `/api/admin/reviews/${appId}/assign`, undefined, false],
    ['POST', `/api/admin/reviews/${appId}/start`, undefined, false],
    ['POST', `/api/admin/reviews/${appId}/complete`, { feedback: 'ok', verdict: 'approved' }, false],
    ['PATCH', `/api/admin/documents/${docId}/notes`, { notes: 'x' }, false],
    ['GET', `/api/admin/documents/${docId}/analysis`, undefined, false],
    ['GET', `/api/admin/documents/${docId}/file`, undefined, false],
    ['GET', '/api/admin/case-rules', undefined, false],
    ['POST', '/api/admin/case-rules/no.such.rule/recheck', undefined, false],
    ['PATCH', '/api/admin/case-rules/no.such.rule', { value: 1 }, false],
    ['GET', '/api/admin/users', undefined, true],
    ['PATCH', `/api/admin/users/${userId}/role`, { role: 'staff' }, true],
    ['GET', '/api/admin/audit', undefined, true],
  ];
}

describe('authorisation matrix over every staff endpoint', () => {
  it('answers 401 to visitors, 403 to users, lets staff in, and keeps admin-only ones for admins', async () => {
    const owner = await signUp(server.url);
    const appId = await newApplication(owner.client);
    const visitor = new TestClient(server.url);
    const staff = await signUpAs(server, 'staff');
    const admin = await signUpAs(server, 'admin');
    for (const [method, path, body, adminOnly] of staffEndpoints(appId, 999_999, owner.user.id)) {
      const label = `${method} ${path}`;
      expect((await visitor.request(method, path, body)).status, `visitor ${label}`).toBe(401);
      expect((await owner.client.request(method, path, body)).status, `user ${label}`).toBe(403);
      const asStaff = (await staff.client.request(method, path, body)).status;
      if (adminOnly) expect(asStaff, `staff ${label}`).toBe(403);
      else expect([200, 404, 409], `staff ${label}`).toContain(asStaff);
      expect([200, 404, 409], `admin ${label}`).toContain((await admin.client.request(method, path, body)).status);
    }
  });

  it('checks who is asking before what they sent: 401 and 403 even for a bad id, query or body', async () => {
    const visitor = new TestClient(server.url);
    const { client: user } = await signUp(server.url);
    const bad: [string, string, unknown][] = [
      ['GET', '/api/admin/applications?status=bogus', undefined],
      ['PATCH', '/api/admin/users/not-an-id/role', { role: 'admin' }],
      ['POST', '/api/admin/reviews/0/complete', {}],
      ['POST', '/api/admin/chats/x/messages', {}],
    ];
    for (const [method, path, body] of bad) {
      expect(await json(await visitor.request(method, path, body)), `visitor ${path}`).toMatchObject({
        code: 'unauthorized',
      });
      expect(await json(await user.request(method, path, body)), `user ${path}`).toMatchObject({ code: 'staff_only' });
    }
    expect((await visitor.post('/api/live-chat', {})).status).toBe(401);
    expect((await visitor.get('/api/documents/x/analysis')).status).toBe(401);
  });

  it("refuses a user's PATCH of another user's status with 404, and staff's own-status path stays the owner's", async () => {
    const owner = await signUp(server.url);
    const other = await signUp(server.url);
    const id = await newApplication(owner.client);
    await submitted(server, id);
    expect((await other.client.patch(`/api/applications/${id}`, { status: 'verified' })).status).toBe(404);
    expect((await owner.client.patch(`/api/applications/${id}`, { status: 'verified' })).status).toBe(409);
  });
});

describe('admin stats and the application list', () => {
  it('counts from the database and pages, filters and searches on the server', async () => {
    const admin = await signUpAs(server, 'admin');
    const before = await json(await admin.client.get('/api/admin/stats'));
    const owner = await signUp(server.url);
    const a = await newApplication(owner.client, 'renewal');
    const b = await newApplication((await signUp(server.url)).client, 'new');
    await submitted(server, a);
    const after = await json(await admin.client.get('/api/admin/stats'));
    expect(after.totalApplications).toBe((before.totalApplications as number) + 2);
    expect(after.pendingApplications).toBe((before.pendingApplications as number) + 1);
    expect(after.totalUsers).toBe((before.totalUsers as number) + 2);

    const byId = await json(await admin.client.get(`/api/admin/applications?search=${a}`));
    expect((byId.items as Json[]).map((i) => i.id)).toContain(a);
    const byUser = await json(await admin.client.get(`/api/admin/applications?search=${owner.user.id}`));
    expect((byUser.items as Json[]).every((i) => i.id === owner.user.id || i.userId === owner.user.id)).toBe(true);
    const byEmail = await json(await admin.client.get(`/api/admin/applications?search=${owner.user.email}`));
    expect((byEmail.items as Json[]).map((i) => i.id)).toEqual([a]);

    const submittedOnly = await json(await admin.client.get('/api/admin/applications?status=submitted&pageSize=100'));
    expect((submittedOnly.items as Json[]).every((i) => i.status === 'submitted')).toBe(true);
    const newOnly = await json(await admin.client.get('/api/admin/applications?type=new&pageSize=100'));
    expect((newOnly.items as Json[]).map((i) => i.id)).toContain(b);
    expect((newOnly.items as Json[]).every((i) => i.type === 'new')).toBe(true);

    const page1 = await json(await admin.client.get('/api/admin/applications?pageSize=1&page=1'));
    const page2 = await json(await admin.client.get('/api/admin/applications?pageSize=1&page=2'));
    expect((page1.items as Json[]).length).toBe(1);
    expect((page1.items as Json[])[0]?.id).not.toBe((page2.items as Json[])[0]?.id);
    expect(page1.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad filters with a clear 400', async () => {
    const admin = await signUpAs(server, 'admin');
    const res = await admin.client.get('/api/admin/applications?status=bogus');
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('Unknown status filter.');
    expect((await admin.client.get('/api/admin/applications?pageSize=500')).status).toBe(400);
  });

  it('exports the filtered rows as CSV', async () => {
    const admin = await signUpAs(server, 'admin');
    const owner = await signUp(server.url);
    const id = await newApplication(owner.client, 'new');
    const res = await admin.client.get(`/api/admin/applications/export?search=${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'ID,User ID,User Email,Plan,Type,Status,Manual Review,Priority,Documents,Created,Last Updated',
    );
    const row = lines.find((l) => l.startsWith(`${id},`));
    expect(row).toContain(owner.user.email);
    expect(row).toContain('New Application');
  });
});

describe('staff status changes and notifications', () => {
  it('lets staff move a submitted application through the staff transitions, audits it and mails the owner', async () => {
    const staff = await signUpAs(server, 'staff');
    const owner = await signUp(server.url);
    const id = await newApplication(owner.client);
    await submitted(server, id);
    const res = await staff.client.patch(`/api/applications/${id}`, { status: 'verified' });
    expect(res.status).toBe(200);
    expect((await json(res)).status).toBe('verified');
    const mail = await waitForOutboxMail(server, (m) => m.to.includes(owner.user.email) && m.text.includes('Verified'));
    expect(mail.html).toContain('Verified');
    expect(mail.subject).toContain(`#${id}`);

    const refused = await staff.client.patch(`/api/applications/${id}`, { status: 'draft' });
    expect(refused.status).toBe(409);

    const admin = await signUpAs(server, 'admin');
    const audit = await json(await admin.client.get(`/api/admin/audit?action=application.status&subject=${id}`));
    const entry = (audit.items as Json[])[0];
    expect(entry).toMatchObject({
      actorId: staff.user.id,
      before: { status: 'submitted' },
      after: { status: 'verified' },
    });
  });

  it('refuses to change a draft nobody submitted', async () => {
    const staff = await signUpAs(server, 'staff');
    const id = await newApplication((await signUp(server.url)).client);
    const res = await staff.client.patch(`/api/applications/${id}`, { status: 'verified' });
    expect(res.status).toBe(409);
  });

  it('sends a status update, and respects an applicant who turned e-mail off', async () => {
    const staff = await signUpAs(server, 'staff');
    const owner = await signUp(server.url);
    const id = await newApplication(owner.client);
    const sent = await json(
      await staff.client.post('/api/admin/notifications', { applicationId: id, type: 'status_update' }),
    );
    expect(sent).toMatchObject({ sent: true, message: 'Email notification has been sent to the user.' });
    await waitForOutboxMail(server, (m) => m.to.includes(owner.user.email) && m.subject.includes(`Application #${id}`));

    const config = {
      countryOfResidence: 'US',
      timeline: 'normal',
      reason: 'expired',
      consulate: 'ny',
      emailNotifications: false,
      smsNotifications: false,
    };
    expect((await owner.client.patch(`/api/applications/${id}`, { config })).status).toBe(200);
    const muted = await json(
      await staff.client.post('/api/admin/notifications', { applicationId: id, type: 'status_update' }),
    );
    expect(muted.sent).toBe(false);
    const bad = await staff.client.post('/api/admin/notifications', { applicationId: id, type: 'spam' });
    expect(bad.status).toBe(400);
    const missing = await staff.client.post('/api/admin/notifications', {
      applicationId: 99_999_999,
      type: 'status_update',
    });
    expect(missing.status).toBe(404);
  });
});

describe('roles', () => {
  it('lets an admin grant and remove the staff role, which takes effect at once, audited', async () => {
    const admin = await signUpAs(server, 'admin');
    const person = await signUp(server.url);
    expect((await person.client.get('/api/admin/stats')).status).toBe(403);
    const granted = await admin.client.patch(`/api/admin/users/${person.user.id}/role`, { role: 'staff' });
    expect((await json(granted)).role).toBe('staff');
    expect((await person.client.get('/api/admin/stats')).status).toBe(200);
    expect((await json(await person.client.get('/api/subscription-status'))).role).toBe('staff');
    await admin.client.patch(`/api/admin/users/${person.user.id}/role`, { role: 'user' });
    expect((await person.client.get('/api/admin/stats')).status).toBe(403);

    const found = await json(await admin.client.get(`/api/admin/users?search=${person.user.email}`));
    expect(found).toEqual([expect.objectContaining({ id: person.user.id, role: 'user' })]);
    const audit = await json(await admin.client.get(`/api/admin/audit?action=user.role&subject=${person.user.id}`));
    expect((audit.items as Json[]).map((e) => (e.after as Json).role)).toEqual(['user', 'staff']);
  });

  it('never makes or unmakes an admin through the API', async () => {
    const admin = await signUpAs(server, 'admin');
    const other = await signUpAs(server, 'admin');
    expect((await admin.client.patch(`/api/admin/users/${other.user.id}/role`, { role: 'admin' })).status).toBe(400);
    expect((await admin.client.patch(`/api/admin/users/${other.user.id}/role`, { role: 'user' })).status).toBe(409);
  });
});

describe('documents for staff', () => {
  it("lists any application's documents for staff, and only the owner's for users", async () => {
    const staff = await signUpAs(server, 'staff');
    const owner = await signUp(server.url);
    const other = await signUp(server.url);
    const id = await newApplication(owner.client);
    expect((await staff.client.get(`/api/applications/${id}/documents`)).status).toBe(200);
    expect((await other.client.get(`/api/applications/${id}/documents`)).status).toBe(404);
    expect((await staff.client.get('/api/applications/99999999/documents')).status).toBe(404);
    await seedReviewRequest(server, id);
  });
});
