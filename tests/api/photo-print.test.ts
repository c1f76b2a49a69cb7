import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../support/client.ts';
import { form } from '../support/files.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { sheetLayout } from '#server/analysis/photo/print-sheet.ts';

// Real fixing: one analysis worker thread with the real face model.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ analysisWorkers: 1 });
});
afterAll(() => server.close());

const fixture = (name: string) => readFile(path.resolve('tests/fixtures', name));

/**
 * A paid user's renewal (lost passport) at the Consulate General in Munich. The step-1 answers are written as the
 * configuration's `caseAnswers` (the plain answers step 1 saves, issue 20 part 1).
 */
async function munichApplication() {
  const { client, user } = await signUp(server.url);
  const { db } = server.app.ctx;
  await db.updateTable('users').set({ has_access: 1, plan_status: 'active' }).where('id', '=', user.id).execute();
  const app = (await (await client.post('/api/applications', { type: 'renewal' })).json()) as { id: number };
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
    .set({ config: JSON.stringify(config), status: 'configured' })
    .where('id', '=', app.id)
    .execute();
  return { client, appId: app.id };
}

async function uploadPhoto(client: TestClient, appId: number): Promise<number> {
  const res = await client.request(
    'POST',
    `/api/applications/${appId}/documents`,
    form('photo', await fixture('photos/head-small.jpg'), 'me.jpg'),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe("the photo for the application's mission", () => {
  it('names the Munich print size, 50 x 50 mm, and the sheets offered', async () => {
    const { client, appId } = await munichApplication();
    const id = await uploadPhoto(client, appId);
    const res = await client.get(`/api/documents/${id}/photo-print`);
    expect(res.status).toBe(200);
    const info = (await res.json()) as {
      mission: { id: string };
      print: { widthMm: number; heightMm: number; widthPx: number; heightPx: number; label: string };
      sheets: { paper: string; widthPx: number; heightPx: number; prints: number; filename: string }[];
    };
    expect(info.mission.id).toBe('cgi-munich');
    expect(info.print).toMatchObject({ widthMm: 50, heightMm: 50, widthPx: 591, heightPx: 591 });
    expect(info.print.label).toMatch(/^50 x 50 mm/);
    expect(info.sheets).toEqual([
      expect.objectContaining({
        paper: '4x6',
        widthPx: 1200,
        heightPx: 1800,
        filename: expect.stringMatching(/50x50mm/),
      }),
      expect.objectContaining({
        paper: 'a6',
        widthPx: 1240,
        heightPx: 1748,
        filename: expect.stringMatching(/50x50mm/),
      }),
    ]);
  });

  it('downloads a 4 x 6 in and an A6 sheet of 50 x 50 mm prints for a Munich application', async () => {
    const { client, appId } = await munichApplication();
    const id = await uploadPhoto(client, appId);
    for (const [paper, size] of [
      ['4x6', [1200, 1800]],
      ['a6', [1240, 1748]],
    ] as const) {
      const res = await client.get(`/api/documents/${id}/fixed-photo?variant=sheet&paper=${paper}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('50x50mm');
      const sheet = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(sheet).metadata();
      expect([meta.width, meta.height, meta.density]).toEqual([...size, 300]);
      // Every 591 x 591 px print the layout places holds the photo (the face in its middle is not paper white).
      const { data, info } = await sharp(sheet).greyscale().raw().toBuffer({ resolveWithObject: true });
      const spots = sheetLayout({ width: 591, height: 591 }, paper).spots;
      expect(spots.length).toBe(paper === '4x6' ? 6 : 4);
      for (const s of spots) {
        const centre = data[(s.top + 295) * info.width + s.left + 295]!;
        expect(centre).toBeLessThan(235);
      }
    }
  });

  it('uses the general size used abroad before step 1 names a mission', async () => {
    const { client, user } = await signUp(server.url);
    const { db } = server.app.ctx;
    await db.updateTable('users').set({ has_access: 1 }).where('id', '=', user.id).execute();
    const app = (await (await client.post('/api/applications', { type: 'renewal' })).json()) as { id: number };
    const id = await uploadPhoto(client, app.id);
    const res = await client.get(`/api/documents/${id}/photo-print`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      mission: null,
      print: { widthPx: 600, heightPx: 600, label: expect.stringMatching(/^2 x 2 in/) },
    });
  });

  it("answers 404 for another user's photo", async () => {
    const owner = await munichApplication();
    const id = await uploadPhoto(owner.client, owner.appId);
    const other = await munichApplication();
    expect((await other.client.get(`/api/documents/${id}/photo-print`)).status).toBe(404);
    expect((await other.client.get(`/api/documents/${id}/fixed-photo?variant=sheet&paper=a6`)).status).toBe(404);
  });
});
