import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TIMELINE_REMINDERS_JOB,
  scheduleTimelineReminders,
  sendTimelineReminders,
  timelineRemindersJob,
} from '#server/domain/applications/timeline-reminders.ts';
import { SEALED_PREFIX } from '#server/storage/field-cipher.ts';
import type { Timeline } from '#shared/schemas/timeline.ts';
import { signUp, type TestClient } from '../support/client.ts';
import { COMPLETE_FORM, US_CONFIG } from '../support/renewal-form.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { mailsQueued, waitForOutboxMail } from '../support/staff.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const json = async <T = { code: string; message: string }>(res: Response) => (await res.json()) as T;
const put = (client: TestClient, id: number, body: unknown) =>
  client.request('PUT', `/api/applications/${id}/events`, body);

/** A San Francisco renewal past step 1, with the form saved (passport expiry 2027-06-30). */
async function sfApplication(config: Partial<typeof US_CONFIG> = {}) {
  const account = await signUp(server.url);
  const { client } = account;
  const app = await json<{ id: number }>(await client.post('/api/applications', { type: 'renewal' }));
  const patched = await client.patch(`/api/applications/${app.id}`, { config: { ...US_CONFIG, ...config } });
  expect(patched.status).toBe(200);
  const saved = await client.post(`/api/applications/${app.id}/details`, {
    ...COMPLETE_FORM,
    passportExpiryDate: '2027-06-30',
    isDraft: true,
  });
  expect(saved.status).toBe(200);
  return { ...account, id: app.id };
}

describe('GET /api/applications/:id/timeline', () => {
  it('answers the owner with the steps for the mission, and 404 for anyone else', async () => {
    const { client, id } = await sfApplication();
    const res = await client.get(`/api/applications/${id}/timeline`);
    expect(res.status).toBe(200);
    const t = await json<Timeline>(res);
    expect(t.steps.map((s) => [s.id, s.status])).toEqual([
      ['government_form', 'next'],
      ['book', 'upcoming'],
      ['attend', 'upcoming'],
      ['dispatch', 'upcoming'],
      ['received', 'upcoming'],
    ]);
    expect(t.steps[0]?.title).toContain('Consulate General of India, San Francisco');
    expect(t.fileBy?.date).toBe('2027-06-09'); // three weeks' processing before the expiry

    const other = await signUp(server.url);
    for (const res2 of [
      await other.client.get(`/api/applications/${id}/timeline`),
      await put(other.client, id, { appointment: '2026-11-02' }),
      await other.client.get(`/api/applications/${id}/calendar.ics`),
    ]) {
      expect(res2.status).toBe(404);
      expect((await json(res2)).message).toBe('Application not found');
    }
  });

  it('asks for step 1 first', async () => {
    const { client } = await signUp(server.url);
    const app = await json<{ id: number }>(await client.post('/api/applications', { type: 'renewal' }));
    const res = await client.get(`/api/applications/${app.id}/timeline`);
    expect(res.status).toBe(409);
    expect((await json(res)).message).toBe(
      'Answer step 1 first: what happens next depends on your country and mission.',
    );
  });

  it('shows the file-by date on the application in the list', async () => {
    const { client, id } = await sfApplication();
    const list = await json<{ id: number; fileBy?: string | null }[]>(await client.get('/api/applications'));
    expect(list.find((a) => a.id === id)?.fileBy).toBe('2027-06-09');
    await put(client, id, { appointment: '2026-11-02', passportReceived: '2026-11-20' });
    const after = await json<{ id: number; fileBy?: string | null }[]>(await client.get('/api/applications'));
    expect(after.find((a) => a.id === id)?.fileBy).toBeNull();
  });
});

describe('PUT /api/applications/:id/events', () => {
  it('records events, seals them at rest, and moves the timeline on', async () => {
    const { client, id } = await sfApplication();
    const res = await put(client, id, {
      formSubmitted: '2026-10-20',
      appointment: '2026-11-02',
      fileNumber: 'SF1234567890123',
    });
    expect(res.status).toBe(200);
    const t = await json<Timeline>(res);
    expect(t.events).toMatchObject({ appointment: '2026-11-02', fileNumber: 'SF1234567890123', travelDate: null });
    expect(t.steps.find((s) => s.id === 'attend')?.status).toBe('done');
    expect(t.chase.map((c) => [c.contact, c.on])).toEqual([
      ['provider', '2026-11-23'],
      ['mission', '2026-12-14'],
    ]);

    const rows = await server.app.ctx.db
      .selectFrom('application_events')
      .selectAll()
      .where('application_id', '=', id)
      .execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.value.startsWith(SEALED_PREFIX)).toBe(true);
      expect(row.value).not.toContain('SF1234567890123');
    }
    // The whole record is replaced: a field left out is cleared.
    const cleared = await json<Timeline>(await put(client, id, { appointment: '2026-11-02' }));
    expect(cleared.events.fileNumber).toBeNull();
    const again = await json<Timeline>(await client.get(`/api/applications/${id}/timeline`));
    expect(again.events).toMatchObject({ appointment: '2026-11-02', fileNumber: null, formSubmitted: null });
  });

  it.each([
    [{ appointment: '2026-13-01' }, 'Use the date format YYYY-MM-DD.'],
    [{ formSubmitted: '2099-01-01' }, 'The date the form was submitted cannot be in the future.'],
    [
      { passportReceived: '2099-01-01', appointment: '2026-11-02' },
      'The date the passport was received cannot be in the future.',
    ],
    [{ appointment: '2099-01-01' }, 'The appointment date must be within 2 years from today.'],
    [{ travelDate: '2099-01-01' }, 'The travel date must be within 2 years from today.'],
    [{ fileNumber: 'SF 123; DROP' }, expect.stringContaining('The file number has letters, digits, dashes or slashes')],
    [
      { formSubmitted: '2026-11-10', appointment: '2026-11-02' },
      'The appointment cannot be before the date the form was submitted.',
    ],
    [
      { passportReceived: '2026-11-01', appointment: '2026-11-02' },
      'The passport cannot have been received before the appointment.',
    ],
    [{ visa: 'yes' }, expect.stringMatching(/visa/)],
  ])('refuses %j', async (body, message) => {
    const { client, id } = await sfApplication();
    const res = await put(client, id, body);
    expect(res.status).toBe(400);
    const error = await json(res);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toEqual(message);
  });
});

describe('GET /api/applications/:id/calendar.ics', () => {
  it('is a valid iCalendar file with the file-by date, the appointment and the chase dates', async () => {
    const { client, id } = await sfApplication();
    await put(client, id, { formSubmitted: '2026-10-20', appointment: '2026-11-02', travelDate: '2027-03-15' });
    const res = await client.get(`/api/applications/${id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="passport-application-${id}.ics"`);
    const ics = await res.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // CRLF only
    const lines = ics.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    const events = unfolded.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(4); // file by, appointment, chase VFS, chase the consulate
    for (const event of events) {
      expect(event).toMatch(new RegExp(`\\r\\nUID:passport-buddy-application-${id}-[a-z-]+@[\\w.-]+\\r\\n`));
      expect(event).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
      expect(event).toMatch(/\r\nDTSTART;VALUE=DATE:\d{8}\r\n/);
    }
    const uids = unfolded.match(/^UID:.*$/gm) ?? [];
    expect(new Set(uids).size).toBe(4);
    expect(unfolded).toContain(
      'DTSTART;VALUE=DATE:20270115\r\nDTEND;VALUE=DATE:20270116\r\nSUMMARY:File your passport application by today',
    );
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20261102\r\n');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20261123\r\n');
    expect(unfolded).toContain('DTSTART;VALUE=DATE:20261214\r\n');
    // Text is escaped: the centre's address has commas, the reasons have new lines.
    expect(unfolded).toContain('642 Harrison Street\\, Suite 200\\, San Francisco\\, CA 94107');
    expect(unfolded).toMatch(
      /DESCRIPTION:Your passport expires on 2027-06-30: apply at least .*\\nYou travel on 2027-03-15: .*\\nMany countries/,
    );
  });
});

describe('timeline reminders', () => {
  it('e-mails the owner once per step when a chase date is reached', async () => {
    const { client, id, user } = await sfApplication();
    await put(client, id, { appointment: '2026-11-02', fileNumber: 'SF1234567890123' });
    const ctx = server.app.ctx;
    const mine = (subject?: RegExp) => mailsQueued(server, user.email, subject);

    await sendTimelineReminders(ctx, new Date('2026-11-20T09:00:00Z'));
    expect(await mine(/Time to chase/)).toBe(0);

    await sendTimelineReminders(ctx, new Date('2026-11-24T09:00:00Z'));
    expect(await mine(/Time to chase VFS Global/)).toBe(1);
    const mail = await waitForOutboxMail(server, (m) => m.to.includes(user.email) && /VFS Global/.test(m.subject));
    expect(mail.text).toContain(`Passport Renewal #${id}`);
    expect(mail.text).toContain(`/application/${id}?step=done`);
    expect(mail.text).not.toContain('SF1234567890123'); // the file number stays in the app

    await sendTimelineReminders(ctx, new Date('2026-11-25T09:00:00Z'));
    await sendTimelineReminders(ctx, new Date('2026-11-26T09:00:00Z'));
    expect(await mine(/Time to chase VFS Global/)).toBe(1);

    await sendTimelineReminders(ctx, new Date('2026-12-14T09:00:00Z'));
    await sendTimelineReminders(ctx, new Date('2026-12-15T09:00:00Z'));
    expect(await mine(/Time to chase Consulate General of India, San Francisco/)).toBe(1);
    const sent = await ctx.db
      .selectFrom('application_reminders')
      .select('step')
      .where('application_id', '=', id)
      .execute();
    expect(sent.map((r) => r.step).sort()).toEqual(['chase-mission', 'chase-provider']);
  });

  it('sends the file-by reminder once, and nothing to an owner who turned e-mail off', async () => {
    const on = await sfApplication();
    const off = await sfApplication({ emailNotifications: false });
    const ctx = server.app.ctx;
    await sendTimelineReminders(ctx, new Date('2027-06-08T09:00:00Z'));
    expect(await mailsQueued(server, on.user.email, /file-by date/)).toBe(0);
    await sendTimelineReminders(ctx, new Date('2027-06-09T09:00:00Z'));
    await sendTimelineReminders(ctx, new Date('2027-06-10T09:00:00Z'));
    expect(await mailsQueued(server, on.user.email, /file-by date/)).toBe(1);
    expect(await mailsQueued(server, off.user.email, /file-by date/)).toBe(0);
  });

  it('runs as a DB job that schedules its next run, once', async () => {
    const ctx = server.app.ctx;
    await scheduleTimelineReminders(ctx);
    await scheduleTimelineReminders(ctx);
    const queued = await ctx.db.selectFrom('jobs').selectAll().where('name', '=', TIMELINE_REMINDERS_JOB).execute();
    expect(queued.filter((j) => j.status === 'queued')).toHaveLength(1);
    const job = queued[0];
    if (!job) throw new Error('no job');
    await ctx.db.updateTable('jobs').set({ status: 'running' }).where('id', '=', job.id).execute();
    const later = new Date('2026-11-24T09:00:00Z');
    await timelineRemindersJob(ctx, () => later).handle({}, job);
    const next = await ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('name', '=', TIMELINE_REMINDERS_JOB)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(next.run_after).toBe(new Date(later.getTime() + 3_600_000).toISOString());
  });
});
