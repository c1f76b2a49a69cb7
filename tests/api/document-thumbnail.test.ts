import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, TestClient } from '../support/client.ts';
import { form, pdf } from '../support/files.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { signUpAs } from '../support/staff.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Json = Record<string, unknown>;

/** A photo stored sideways (810 x 630) with EXIF orientation 6: upright it is 630 x 810, the passport shape. */
const sidewaysPhoto = () =>
  sharp({ create: { width: 810, height: 630, channels: 3, background: { r: 235, g: 235, b: 235 } } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

async function ownerWithPhoto() {
  const owner = await signUp(server.url);
  const app = (await (
    await owner.client.post('/api/applications', { type: 'renewal', status: 'draft' })
  ).json()) as Json;
  const up = await owner.client.post(
    `/api/applications/${app.id}/documents`,
    form('photo', await sidewaysPhoto(), 'me.jpg', 'image/jpeg'),
  );
  expect(up.status).toBe(201);
  const doc = (await up.json()) as Json;
  return { owner, appId: app.id as number, docId: doc.id as number };
}

describe('GET /api/documents/:id/thumbnail', () => {
  it('gives the owner a small upright JPEG of their photo, privately cached, on any plan', async () => {
    const { owner, docId } = await ownerWithPhoto();
    const res = await owner.client.get(`/api/documents/${docId}/thumbnail`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toMatch(/^private/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    // Decrypted, turned upright (EXIF applied) and made small: 630 x 810 -> 373 x 480.
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 373,
      height: 480,
    });
  });

  it("is 404 for another user's document, a missing one, and 401 signed out", async () => {
    const { docId } = await ownerWithPhoto();
    const other = await signUp(server.url);
    const res = await other.client.get(`/api/documents/${docId}/thumbnail`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'not_found', message: 'Document not found' });
    expect((await other.client.get('/api/documents/99999999/thumbnail')).status).toBe(404);
    expect((await new TestClient(server.url).get(`/api/documents/${docId}/thumbnail`)).status).toBe(401);
    // Staff are not owners: they use the audited admin route.
    const staff = await signUpAs(server, 'staff');
    expect((await staff.client.get(`/api/documents/${docId}/thumbnail`)).status).toBe(404);
  });

  it('is 400 for a PDF', async () => {
    const owner = await signUp(server.url);
    const app = (await (await owner.client.post('/api/applications', { type: 'renewal' })).json()) as Json;
    const up = await owner.client.post(
      `/api/applications/${app.id}/documents`,
      form('address_proof', await pdf(), 'bill.pdf', 'application/pdf'),
    );
    const doc = (await up.json()) as Json;
    const res = await owner.client.get(`/api/documents/${doc.id}/thumbnail`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'bad_request', message: 'Only an image has a thumbnail.' });
  });
});

describe('GET /api/admin/documents/:id/thumbnail', () => {
  it('shows staff any photo and writes each view to the audit log', async () => {
    const { docId } = await ownerWithPhoto();
    const staff = await signUpAs(server, 'staff');
    for (let i = 0; i < 2; i++) {
      const res = await staff.client.get(`/api/admin/documents/${docId}/thumbnail`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('no-store');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 373, 480]);
    }
    const admin = await signUpAs(server, 'admin');
    const audit = (await (
      await admin.client.get(`/api/admin/audit?action=document.thumbnail.view&subject=${docId}`)
    ).json()) as {
      items: Json[];
    };
    const views = audit.items.filter((e) => e.action === 'document.thumbnail.view' && e.subjectId === String(docId));
    expect(views).toHaveLength(2);
    expect(views[0]).toMatchObject({ actorEmail: staff.user.email, subjectType: 'document' });
  });

  it('is 403 for a non-staff user (even the owner) and 404 for a missing document', async () => {
    const { owner, docId } = await ownerWithPhoto();
    const res = await owner.client.get(`/api/admin/documents/${docId}/thumbnail`);
    expect(res.status).toBe(403);
    const staff = await signUpAs(server, 'staff');
    expect((await staff.client.get('/api/admin/documents/99999999/thumbnail')).status).toBe(404);
  });
});
