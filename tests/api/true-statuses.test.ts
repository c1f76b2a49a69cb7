// Issue 18, finding "The product says things that are not true": nothing is "ready" while a document failed,
// waits for a person or is missing, and a review's verdict moves the status it names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationSchema } from '#shared/schemas/applications.ts';
import { extractPdfText } from '#server/analysis/pdf/extract-pdf-text.ts';
import { signUp, type TestClient } from '../support/client.ts';
import { form, jpeg, pdf } from '../support/files.ts';
import { COMPLETE_FORM, US_CONFIG } from '../support/renewal-form.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { activatePlan, seedReviewRequest, signUpAs } from '../support/staff.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// What a renewal in the USA needs (the case resolver): the spec's four, and proof of legal status in the USA.
const REQUIRED = ['passport_application', 'photo', 'passport', 'address_proof', 'additional'] as const;

async function savedWithDocuments(client: TestClient) {
  const created = applicationSchema.parse(await (await client.post('/api/applications', { type: 'renewal' })).json());
  await client.patch(`/api/applications/${created.id}`, { status: 'configured', config: US_CONFIG });
  for (const type of REQUIRED) {
    const file = type === 'photo' ? form(type, await jpeg(630, 810), 'p.jpg') : form(type, await pdf(), `${type}.pdf`);
    expect((await client.request('POST', `/api/applications/${created.id}/documents`, file)).status).toBe(201);
  }
  expect((await client.post(`/api/applications/${created.id}/details`, COMPLETE_FORM)).status).toBe(200);
  return created.id;
}

const setDocumentStatuses = (id: number, status: string) =>
  server.app.ctx.db.updateTable('documents').set({ status }).where('application_id', '=', id).execute();

async function view(client: TestClient, id: number) {
  return applicationSchema.parse(await (await client.get(`/api/applications/${id}`)).json());
}

async function pdfHeadline(client: TestClient, id: number) {
  const res = await client.get(`/api/applications/${id}/download`);
  return (await extractPdfText(new Uint8Array(await res.arrayBuffer()))).text.replace(/\s+/g, ' ');
}

describe('every status the user sees is true', () => {
  it('says ready only when every document is verified and nothing waits; the PDF says the same', async () => {
    const { client } = await signUp(server.url);
    const id = await savedWithDocuments(client);

    // Still being checked: saved, but not ready.
    expect((await view(client, id)).readiness).toEqual({ ready: false, toFix: 0, waiting: 5 });
    expect(await pdfHeadline(client, id)).toContain('Saved, 5 things to fix before your appointment');

    // One failed, one waiting for a person.
    await setDocumentStatuses(id, 'verified');
    await server.app.ctx.db.updateTable('documents').set({ status: 'failed' }).where('type', '=', 'photo').execute();
    await server.app.ctx.db.updateTable('documents').set({ status: 'review' }).where('type', '=', 'passport').execute();
    expect((await view(client, id)).readiness).toEqual({ ready: false, toFix: 1, waiting: 1 });
    const list = (await (await client.get('/api/applications')).json()) as { id: number; readiness: unknown }[];
    expect(list.find((a) => a.id === id)?.readiness).toEqual({ ready: false, toFix: 1, waiting: 1 });

    // Everything verified and nothing disagrees: ready, in the answer and on the PDF.
    await setDocumentStatuses(id, 'verified');
    expect((await view(client, id)).readiness).toEqual({ ready: true, toFix: 0, waiting: 0 });
    const text = await pdfHeadline(client, id);
    expect(text).toContain('Ready for your appointment');
    expect(text).not.toContain('things to fix');
  });

  it('moves the application status as the review verdict says, and names the verdict', async () => {
    const staff = await signUpAs(server, 'staff');
    for (const [verdict, status] of [
      ['approved', 'verified'],
      ['changes_needed', 'failed'],
      ['rejected', 'rejected'],
    ] as const) {
      const owner = await signUp(server.url);
      await activatePlan(server, owner.user.id, 'pro');
      const id = await savedWithDocuments(owner.client);
      await seedReviewRequest(server, id);
      const done = await staff.client.post(`/api/admin/reviews/${id}/complete`, { feedback: 'Checked.', verdict });
      expect(done.status).toBe(200);
      expect(await view(owner.client, id)).toMatchObject({ status, reviewVerdict: verdict });
      const report = await (await owner.client.get(`/api/applications/${id}/detailed-report`)).text();
      expect(report).toContain(
        { approved: 'Approved', changes_needed: 'Changes needed', rejected: 'Rejected' }[verdict],
      );
    }
  });
});
