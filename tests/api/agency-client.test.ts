// Issue 19, part 3: an agency's program, with a client generated from the OpenAPI document
// (examples/agency-client), against the real server with an Express API key.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyClientTypes } from '../../examples/agency-client/generate.ts';
import { fileForClient } from '../../examples/agency-client/file-for-client.ts';
import { signUp } from '../support/client.ts';
import { COMPLETE_FORM } from '../support/renewal-form.ts';
import { startTestServer, TEST_DIALECT, type TestServer } from '../support/server.ts';
import { activatePlan } from '../support/staff.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ analysisWorkers: 1 });
});
afterAll(() => server.close());

describe('an agency program on the generated client', () => {
  it.skipIf(TEST_DIALECT !== 'sqlite')('uses types that match the OpenAPI document the server generates', async () => {
    const committed = readFileSync(path.resolve('examples/agency-client/openapi.d.ts'), 'utf8');
    // Regenerate with `npx tsx scripts/generate-agency-client.ts` when this fails.
    expect(await agencyClientTypes()).toBe(committed);
  });

  it('files for a client, waits for the photo check, saves the form and downloads the PDF and report', async () => {
    const { client, user } = await signUp(server.url);
    await activatePlan(server, user.id, 'express');
    const created = await client.post('/api/api-keys', { name: 'Filing program', access: 'write' });
    const { key } = (await created.json()) as { key: string };
    const { form } = { form: { ...COMPLETE_FORM } };
    const result = await fileForClient(server.url, key, {
      clientName: 'Meera Iyer',
      photo: { bytes: await readFile(path.resolve('tests/fixtures/photos/good.jpg')), fileName: 'meera.jpg' },
      form,
    });
    expect(result.status).toBe('submitted');
    expect(result.photoStatus).not.toBe('uploaded');
    expect(result.readiness?.ready).toBe(false); // the passport, form and address proof were not uploaded
    expect(
      Buffer.from(result.pdf ?? new ArrayBuffer(0))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(
      Buffer.from(result.report ?? new ArrayBuffer(0))
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const mine = (await (await client.get('/api/applications')).json()) as { id: number; clientName: string }[];
    expect(mine.find((a) => a.id === result.applicationId)?.clientName).toBe('Meera Iyer');
  });
});
