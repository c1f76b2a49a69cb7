import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../support/client.ts';
import { form, jpeg, pdf, png } from '../support/files.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Doc = {
  id: number;
  type: string;
  originalName: string;
  status: string;
  mimeType: string;
  size: number;
  filename: string;
};

async function setup() {
  const { client } = await signUp(server.url);
  const res = await client.post('/api/applications', { type: 'renewal', status: 'draft' });
  const app = (await res.json()) as { id: number };
  return { client, appId: app.id };
}

const upload = (client: TestClient, appId: number, type: string, bytes: Buffer, name: string, mime?: string) =>
  client.request('POST', `/api/applications/${appId}/documents`, form(type, bytes, name, mime));

const message = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('uploads', () => {
  it('stores a photo encrypted, records it as uploaded and queues its analysis', async () => {
    const { client, appId } = await setup();
    const bytes = await jpeg();
    const res = await upload(client, appId, 'photo', bytes, 'me.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const doc = (await res.json()) as Doc;
    expect(doc).toMatchObject({
      type: 'photo',
      originalName: 'me.jpg',
      status: 'uploaded',
      mimeType: 'image/jpeg',
      size: bytes.length,
    });
    expect(doc.filename).not.toContain('me.jpg');

    const row = await server.app.ctx.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(await server.app.ctx.blobs.get(row.filename)).toEqual(bytes);
    const jobs = await server.app.ctx.db.selectFrom('jobs').selectAll().execute();
    expect(jobs.map((j) => JSON.parse(j.payload))).toContainEqual({
      documentId: doc.id,
      work: { pages: 0, operators: 0, pixels: 64 * 80 },
    });

    const list = (await (await client.get(`/api/applications/${appId}/documents`)).json()) as Doc[];
    expect(list.map((d) => d.id)).toEqual([doc.id]);
  });

  it('decides the type from the bytes, whatever the name or declared type says', async () => {
    const { client, appId } = await setup();
    const res = await upload(client, appId, 'address_proof', await png(), 'bill.pdf', 'application/pdf');
    expect(res.status).toBe(201);
    expect(((await res.json()) as Doc).mimeType).toBe('image/png');
  });

  it.each([
    [
      'a renamed executable',
      'photo',
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00 program'),
      'photo.jpg',
      400,
      /not a JPEG or PNG/,
    ],
    ['a PDF in the photo slot', 'photo', null, 'photo.jpg', 400, 'The photo must be a JPEG or PNG image.'],
    [
      'an image in the application-form slot',
      'passport_application',
      'png',
      'form.pdf',
      400,
      'The filled application must be a PDF file.',
    ],
    ['an empty file', 'address_proof', Buffer.alloc(0), 'empty.pdf', 400, 'The file is empty.'],
    [
      'a corrupt PDF',
      'address_proof',
      Buffer.from('%PDF-1.7\n1 0 obj garbage garbage\n%%EOF'),
      'bill.pdf',
      400,
      /could not be (read|opened)/,
    ],
    ['an unknown slot', 'selfie', 'png', 'x.png', 400, /type field/],
  ])('refuses %s', async (_label, type, body, name, status, expected) => {
    const { client, appId } = await setup();
    const bytes = body === null ? await pdf() : body === 'png' ? await png() : (body as Buffer);
    const res = await upload(client, appId, type, bytes, name);
    expect(res.status).toBe(status);
    const text = await message(res);
    if (typeof expected === 'string') expect(text).toBe(expected);
    else expect(text).toMatch(expected);
    expect(await (await client.get(`/api/applications/${appId}/documents`)).json()).toEqual([]);
  });

  it('refuses a truncated image', async () => {
    const { client, appId } = await setup();
    const whole = await jpeg(400, 500);
    const res = await upload(client, appId, 'photo', whole.subarray(0, Math.floor(whole.length / 2)), 'cut.jpg');
    expect(res.status).toBe(400);
    expect(await message(res)).toMatch(/could not be read/);
  });

  it('refuses a pixel bomb without decoding it', async () => {
    const { client, appId } = await setup();
    // A PNG header claiming 50000 x 50000 pixels.
    const bomb = Buffer.from(await png(8, 8));
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    const res = await upload(client, appId, 'photo', bomb, 'bomb.png');
    expect(res.status).toBe(422);
    expect(await message(res)).toMatch(/2500 megapixels, more than we can check/);
  });

  it('answers 413 for a photo over 2 MB and a document over 10 MB', async () => {
    const { client, appId } = await setup();
    const big = Buffer.concat([await jpeg(), Buffer.alloc(2.5 * 1024 * 1024)]);
    const res = await upload(client, appId, 'photo', big, 'big.jpg');
    expect(res.status).toBe(413);
    expect(await message(res)).toMatch(/^The photo must be 2 MB or smaller \(this file is 2\.5 MB\)\.$/);
    const huge = Buffer.concat([await pdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const res2 = await upload(client, appId, 'address_proof', huge, 'huge.pdf');
    expect(res2.status).toBe(413);
    expect(await res2.json()).toEqual({ code: 'upload_rejected', message: 'The file is larger than the 10 MB limit.' });
  });

  it('keeps the original name only as sanitised data', async () => {
    const { client, appId } = await setup();
    const res = await upload(client, appId, 'address_proof', await pdf(), '../../etc/\u0007bill\u0000.pdf');
    expect(res.status).toBe(201);
    const doc = (await res.json()) as Doc;
    expect(doc.originalName).toBe('bill.pdf');
  });

  it('replaces the document in a slot that is already filled', async () => {
    const { client, appId } = await setup();
    const first = (await (await upload(client, appId, 'photo', await jpeg(), 'first.jpg')).json()) as Doc;
    const second = (await (await upload(client, appId, 'photo', await png(), 'second.png')).json()) as Doc;
    const list = (await (await client.get(`/api/applications/${appId}/documents`)).json()) as Doc[];
    expect(list.map((d) => d.originalName)).toEqual(['second.png']);
    expect(second.id).not.toBe(first.id);
  });

  it('refuses a request that is not multipart or has no file', async () => {
    const { client, appId } = await setup();
    const json = await client.post(`/api/applications/${appId}/documents`, { type: 'photo' });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({
      code: 'bad_request',
      message: 'Send the file as multipart/form-data with the fields file and type.',
    });
    const noType = new FormData();
    noType.append('file', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'me.jpg');
    const untyped = await client.request('POST', `/api/applications/${appId}/documents`, noType);
    expect(await untyped.json()).toEqual({
      code: 'validation_failed',
      message: 'Choose which document this is (the type field).',
    });
    const noFile = new FormData();
    noFile.append('type', 'photo');
    const res = await client.request('POST', `/api/applications/${appId}/documents`, noFile);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'validation_failed', message: 'Choose a file to upload.' });
  });
});

describe('documents of other users', () => {
  it('cannot be listed, uploaded to or deleted: 404, and nothing changes', async () => {
    const owner = await setup();
    const doc = (await (await upload(owner.client, owner.appId, 'photo', await jpeg(), 'me.jpg')).json()) as Doc;
    const { client: other } = await signUp(server.url);
    expect((await other.get(`/api/applications/${owner.appId}/documents`)).status).toBe(404);
    expect((await upload(other, owner.appId, 'photo', await jpeg(), 'x.jpg')).status).toBe(404);
    expect((await other.delete(`/api/documents/${doc.id}`)).status).toBe(404);
    const list = (await (await owner.client.get(`/api/applications/${owner.appId}/documents`)).json()) as Doc[];
    expect(list.map((d) => d.id)).toEqual([doc.id]);
  });

  it('the owner deletes a document and its encrypted file', async () => {
    const { client, appId } = await setup();
    const doc = (await (await upload(client, appId, 'photo', await jpeg(), 'me.jpg')).json()) as Doc;
    const row = await server.app.ctx.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect((await client.delete(`/api/documents/${doc.id}`)).status).toBe(200);
    expect(await (await client.get(`/api/applications/${appId}/documents`)).json()).toEqual([]);
    await expect(server.app.ctx.blobs.get(row.filename)).rejects.toThrow();
    expect((await client.delete(`/api/documents/${doc.id}`)).status).toBe(404);
  });
});

describe('upload rate limit', () => {
  it('answers 429 with when to retry once a user has uploaded too much, and stores nothing more', async () => {
    const { RateLimiter } = await import('#server/auth/rate-limit.ts');
    const { client, appId } = await setup();
    const original = server.app.ctx.limits.uploadsPerUser;
    server.app.ctx.limits.uploadsPerUser = new RateLimiter(server.app.ctx.limitStore, 'uploads-test', 2, 60_000);
    try {
      expect((await upload(client, appId, 'photo', await jpeg(), 'a.jpg')).status).toBe(201);
      expect((await upload(client, appId, 'address_proof', await pdf(), 'b.pdf')).status).toBe(201);
      const res = await upload(client, appId, 'additional', await pdf(), 'c.pdf');
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await message(res)).toMatch(/Too many uploads\. Please try again in/);
      const list = (await (await client.get(`/api/applications/${appId}/documents`)).json()) as Doc[];
      expect(list.map((d) => d.type).sort()).toEqual(['address_proof', 'photo']);
    } finally {
      server.app.ctx.limits.uploadsPerUser = original;
    }
  });
});
