import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveCase } from '#shared/case/resolve-case.ts';
import { loadRuleOverrides } from '#server/repositories/case-rules.repository.ts';
import { signUp, TestClient, type TestClient as Client } from '../support/client.ts';
import { form } from '../support/files.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { signUpAs } from '../support/staff.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const today = new Date().toISOString().slice(0, 10);
const PHOTO = 'mission.cgi-munich.photo-print';

interface Rule {
  id: string;
  kind: string;
  value: unknown;
  checkedOn: string;
  stale: boolean;
  edited: boolean;
  openApplications: number;
  source: { title: string; url: string | null };
}
interface RuleList {
  today: string;
  openApplications: number;
  items: Rule[];
}

const json = async <T>(res: Response) => (await res.json()) as T;

/** A paid user's application at Munich (step-1 answers stored as the configuration's caseAnswers), in `status`. */
async function munichApplication(status = 'configured') {
  const { client, user } = await signUp(server.url);
  const { db } = server.app.ctx;
  await db.updateTable('users').set({ has_access: 1, plan_status: 'active' }).where('id', '=', user.id).execute();
  const app = await json<{ id: number }>(await client.post('/api/applications', { type: 'renewal' }));
  const config = {
    countryOfResidence: 'DE',
    timeline: 'normal',
    reason: 'lost',
    consulate: 'london',
    emailNotifications: true,
    smsNotifications: false,
    caseAnswers: {
      applicationType: 'renewal',
      reason: 'lost',
      ageGroup: 'adult',
      countryOfResidence: 'DE',
      missionId: 'cgi-munich',
      timeline: 'normal',
    },
  };
  await db
    .updateTable('applications')
    .set({ config: JSON.stringify(config), status })
    .where('id', '=', app.id)
    .execute();
  return { client, appId: app.id };
}

async function list(client: Client): Promise<RuleList> {
  const res = await client.get('/api/admin/case-rules');
  expect(res.status).toBe(200);
  return json<RuleList>(res);
}
const find = (l: RuleList, id: string) => l.items.find((r) => r.id === id)!;

async function auditFor(admin: Client, ruleId: string) {
  const page = await json<{
    items: { action: string; subjectType: string; subjectId: string; before: unknown; after: unknown }[];
  }>(await admin.get(`/api/admin/audit?subject=${encodeURIComponent(ruleId)}`));
  return page.items;
}

describe('staff keep the case rules true', () => {
  it('answers 401 to visitors and 403 to users on every case-rules endpoint', async () => {
    const visitor = new TestClient(server.url);
    const { client: user } = await signUp(server.url);
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/case-rules', undefined],
      ['POST', `/api/admin/case-rules/${PHOTO}/recheck`, undefined],
      ['PATCH', `/api/admin/case-rules/${PHOTO}`, { value: { widthMm: 35, heightMm: 45, label: '35 x 45 mm' } }],
    ];
    for (const [method, url, body] of calls) {
      expect((await visitor.request(method, url, body)).status, `visitor ${method} ${url}`).toBe(401);
      const res = await user.request(method, url, body);
      expect(res.status, `user ${method} ${url}`).toBe(403);
      expect(await json(res)).toMatchObject({ code: 'staff_only' });
    }
    // Nothing was written by the refused calls.
    expect(await loadRuleOverrides(server.app.ctx.db)).toEqual({});
  });

  it('lists every rule with its source, checked-on date, stale flag and the open applications it affects', async () => {
    const staff = await signUpAs(server, 'staff');
    const before = await list(staff.client);
    expect(before.today).toBe(today);
    expect(before.items.length).toBeGreaterThan(150);
    const photo = find(before, PHOTO);
    expect(photo).toMatchObject({ kind: 'mission-photo-print', value: { widthMm: 50, heightMm: 50 }, edited: false });
    expect(photo.source.title.length).toBeGreaterThan(3);
    // A rule checked in 2025-11 is more than 180 days old by now.
    const fact = find(before, 'fact.photo.print-sizes');
    expect(fact).toMatchObject({ checkedOn: '2025-11-01', stale: true });

    await munichApplication();
    await munichApplication();
    await munichApplication('completed'); // not open: not counted
    const after = await list(staff.client);
    expect(after.openApplications).toBe(before.openApplications + 2);
    expect(find(after, PHOTO).openApplications).toBe(photo.openApplications + 2);
    expect(find(after, 'mission.cgi-munich.record').openApplications).toBe(
      find(before, 'mission.cgi-munich.record').openApplications + 2,
    );
    // A rule for another mission is untouched by Munich applications.
    expect(find(after, 'mission.cgi-new-york.photo-print').openApplications).toBe(
      find(before, 'mission.cgi-new-york.photo-print').openApplications,
    );
  });

  it('marks a rule re-checked today, and audits it', async () => {
    const staff = await signUpAs(server, 'staff');
    const admin = await signUpAs(server, 'admin');
    const res = await staff.client.post('/api/admin/case-rules/fact.photo.print-sizes/recheck');
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: 'fact.photo.print-sizes', checkedOn: today, stale: false });
    expect(find(await list(staff.client), 'fact.photo.print-sizes')).toMatchObject({ checkedOn: today, stale: false });
    // resolveCase reads the new date: the line is no longer stale.
    const overrides = await loadRuleOverrides(server.app.ctx.db);
    const answer = resolveCase(
      { applicationType: 'renewal', reason: 'expired', ageGroup: 'adult', countryOfResidence: 'OTHER' },
      { today, overrides },
    );
    expect(answer.photo.print.checkedOn).toBe(today);
    expect(answer.staleRuleIds).not.toContain('fact.photo.print-sizes');
    const audit = await auditFor(admin.client, 'fact.photo.print-sizes');
    expect(audit[0]).toMatchObject({
      action: 'case_rule.recheck',
      subjectType: 'case_rule',
      before: { checkedOn: '2025-11-01' },
      after: { checkedOn: today },
    });
    expect((await staff.client.post('/api/admin/case-rules/no.such.rule/recheck')).status).toBe(404);
  });

  it("edits a rule's value, validated, which changes the application's answer, and audits it", async () => {
    const staff = await signUpAs(server, 'staff');
    const admin = await signUpAs(server, 'admin');
    const { client, appId } = await munichApplication();
    const upload = await client.request(
      'POST',
      `/api/applications/${appId}/documents`,
      form('photo', await readFile(path.resolve('tests/fixtures/photos/good.jpg')), 'me.jpg'),
    );
    const docId = (await json<{ id: number }>(upload)).id;
    const printOf = async () =>
      (
        await json<{ print: { label: string; widthPx: number; heightPx: number } }>(
          await client.get(`/api/documents/${docId}/photo-print`),
        )
      ).print;
    expect(await printOf()).toMatchObject({ widthPx: 591, heightPx: 591 });

    // Invalid values are refused with the reason, and nothing changes.
    const bad = await staff.client.patch(`/api/admin/case-rules/${PHOTO}`, {
      value: { widthMm: -5, heightMm: 45, label: '35 x 45 mm' },
    });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/widthMm/) });
    const extra = await staff.client.patch(`/api/admin/case-rules/${PHOTO}`, {
      value: { widthMm: 35, heightMm: 45, label: '35 x 45 mm', colour: 'red' },
    });
    expect(extra.status).toBe(400);
    expect((await staff.client.patch('/api/admin/case-rules/no.such.rule', { value: 1 })).status).toBe(404);
    expect(await printOf()).toMatchObject({ widthPx: 591 });

    const value = { widthMm: 35, heightMm: 45, label: '35 x 45 mm' };
    const res = await staff.client.patch(`/api/admin/case-rules/${PHOTO}`, { value });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ id: PHOTO, value, edited: true, checkedOn: today });
    // The application's answer (the photo fixer's print size) follows the edit.
    expect(await printOf()).toMatchObject({ label: '35 x 45 mm', widthPx: 413, heightPx: 531 });

    // A rule from rules.json: the processing time at Munich's country, through resolveCase with the stored edits.
    const overridesBefore = await loadRuleOverrides(server.app.ctx.db);
    const answers = {
      applicationType: 'renewal' as const,
      reason: 'lost' as const,
      ageGroup: 'adult' as const,
      countryOfResidence: 'DE' as const,
      missionId: 'cgi-munich',
    };
    const processing = resolveCase(answers, { today, overrides: overridesBefore }).processing;
    const ruleId = processing.ruleId;
    const rule = find(await list(staff.client), ruleId);
    const edited = { ...(rule.value as Record<string, unknown>), text: 'About 9 to 12 weeks (edited by staff)' };
    expect((await staff.client.patch(`/api/admin/case-rules/${ruleId}`, { value: edited })).status).toBe(200);
    const after = resolveCase(answers, { today, overrides: await loadRuleOverrides(server.app.ctx.db) });
    expect(JSON.stringify(after.processing)).toContain('About 9 to 12 weeks (edited by staff)');
    // Every answer the server gives uses the edit at once: the application's case, a visitor's resolve, and the
    // overrides the browser resolves with.
    const appCase = await client.get(`/api/applications/${appId}/case`);
    expect(appCase.status).toBe(200);
    expect(JSON.stringify((await json<{ processing: unknown }>(appCase)).processing)).toContain('(edited by staff)');
    const visitor = await fetch(`${server.url}/api/case/resolve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ answers, today }),
    });
    expect(JSON.stringify((await json<{ processing: unknown }>(visitor)).processing)).toContain('(edited by staff)');
    const published = await json<{ overrides: Record<string, { value?: unknown }> }>(
      await fetch(`${server.url}/api/case/rule-overrides`),
    );
    expect(published.overrides[ruleId]?.value).toEqual(edited);

    const audit = await auditFor(admin.client, PHOTO);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'case_rule.edit',
      before: { value: { widthMm: 50, heightMm: 50 } },
      after: { value, checkedOn: today },
    });
  });
});
