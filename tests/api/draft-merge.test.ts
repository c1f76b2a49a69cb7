import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflictMessage } from '#shared/schemas/renewal-form.ts';
import { signUp, type TestClient } from '../support/client.ts';
import { COMPLETE_FORM, US_CONFIG } from '../support/renewal-form.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

/** An application whose draft holds `fields`, as both tabs loaded it. */
async function draftWith(client: TestClient, fields: Record<string, string>) {
  const id = (await json(await client.post('/api/applications', { type: 'renewal' }))).id as number;
  const res = await client.post(`/api/applications/${id}/details`, { isDraft: true, ...fields });
  expect(res.status).toBe(200);
  return id;
}

const details = async (client: TestClient, id: number) =>
  (await json(await client.get(`/api/applications/${id}`))).details as Json;

describe('per-field draft merge', () => {
  const loaded = { fullName: 'Asha', fatherName: 'Ravi', motherName: 'Lakshmi' };

  it('keeps both saves when two tabs change different fields', async () => {
    const { client } = await signUp(server.url);
    const id = await draftWith(client, loaded);
    const tabA = await client.post(`/api/applications/${id}/details`, {
      isDraft: true,
      ...loaded,
      fullName: 'Asha Rao',
      base: loaded,
    });
    expect(tabA.status).toBe(200);
    // Tab B still shows the old full name; it sends it unchanged next to its own edit.
    const tabB = await client.post(`/api/applications/${id}/details`, {
      isDraft: true,
      ...loaded,
      fatherName: 'Ravi Rao',
      base: loaded,
    });
    expect(tabB.status).toBe(200);
    expect(await details(client, id)).toMatchObject({
      fullName: 'Asha Rao',
      fatherName: 'Ravi Rao',
      motherName: 'Lakshmi',
    });
  });

  it('answers 409 naming the field when both tabs changed the same one, and keeps the first', async () => {
    const { client } = await signUp(server.url);
    const id = await draftWith(client, loaded);
    const save = (fullName: string, fatherName = loaded.fatherName) =>
      client.post(`/api/applications/${id}/details`, { isDraft: true, ...loaded, fullName, fatherName, base: loaded });
    expect((await save('Asha Rao')).status).toBe(200);
    const clash = await save('Asha R.', 'Ravi Rao');
    expect(clash.status).toBe(409);
    expect(await json(clash)).toMatchObject({
      message: conflictMessage(['Full Name']),
      conflicts: ['fullName'],
    });
    // Nothing of the refused save is written, not even its other field.
    expect(await details(client, id)).toMatchObject({ fullName: 'Asha Rao', fatherName: 'Ravi' });
    // The same value typed in both tabs is no conflict.
    expect((await save('Asha Rao')).status).toBe(200);
  });

  it('refuses a final submit that would send a field changed elsewhere unseen', async () => {
    const { client } = await signUp(server.url);
    const id = (await json(await client.post('/api/applications', { type: 'renewal' }))).id as number;
    expect((await client.patch(`/api/applications/${id}`, { status: 'configured', config: US_CONFIG })).status).toBe(
      200,
    );
    const form = COMPLETE_FORM;
    await client.post(`/api/applications/${id}/details`, { isDraft: true, ...form });
    await client.post(`/api/applications/${id}/details`, {
      isDraft: true,
      ...form,
      placeOfBirth: 'Mysuru',
      base: form,
    });
    const submit = await client.post(`/api/applications/${id}/details`, { isDraft: false, ...form, base: form });
    expect(submit.status).toBe(409);
    expect((await json(submit)).conflicts).toEqual(['placeOfBirth']);
  });

  it('loses no field when many saves of different fields race', async () => {
    const { client } = await signUp(server.url);
    const fields = ['fullName', 'fatherName', 'motherName', 'placeOfBirth', 'currentAddress', 'permanentAddress'];
    const start = Object.fromEntries(fields.map((f) => [f, 'start']));
    const id = await draftWith(client, start);
    for (let round = 1; round <= 8; round++) {
      const before = Object.fromEntries(fields.map((f) => [f, round === 1 ? 'start' : `round ${round - 1}`]));
      const results = await Promise.all(
        fields.map((f) =>
          client.post(`/api/applications/${id}/details`, {
            isDraft: true,
            ...before,
            [f]: `round ${round}`,
            base: before,
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(fields.map(() => 200));
      const now = await details(client, id);
      for (const f of fields) expect(now[f]).toBe(`round ${round}`);
    }
  });
});
