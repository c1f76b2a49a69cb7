/**
 * An agency's program, written against the types openapi-typescript generated from /api/openapi.json
 * (openapi.d.ts) with openapi-fetch: it files a renewal for a named client, uploads the photo, waits for the check,
 * saves the form, then downloads the application PDF and the detailed report. Everything it sends and reads is
 * typed from the document, so an endpoint that changes shape breaks this file at compile time.
 */
import createClient from 'openapi-fetch';
import type { paths } from './openapi.d.ts';

export interface ClientCase {
  clientName: string;
  photo: { bytes: Uint8Array; fileName: string };
  form: {
    fullName: string;
    fatherName: string;
    motherName: string;
    dateOfBirth: string;
    placeOfBirth: string;
    emergencyContact: string;
    currentAddress: string;
    permanentAddress: string;
  };
}

export async function fileForClient(baseUrl: string, apiKey: string, client: ClientCase) {
  const api = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${apiKey}` } });
  const fail = (step: string, error: unknown) => new Error(`${step}: ${JSON.stringify(error)}`, { cause: error });

  const created = await api.POST('/api/applications', { body: { type: 'renewal', clientName: client.clientName } });
  if (!created.data) throw fail('create', created.error);
  const id = created.data.id;

  const configured = await api.PATCH('/api/applications/{id}', {
    params: { path: { id: String(id) } },
    body: {
      status: 'configured',
      config: {
        countryOfResidence: 'US',
        timeline: 'normal',
        reason: 'expiring',
        consulate: 'sf',
        emailNotifications: true,
        smsNotifications: false,
      },
    },
  });
  if (!configured.data) throw fail('configure', configured.error);

  const form = new FormData();
  form.append('type', 'photo');
  form.append('file', new Blob([new Uint8Array(client.photo.bytes)], { type: 'image/jpeg' }), client.photo.fileName);
  const uploaded = await api.POST('/api/applications/{applicationId}/documents', {
    params: { path: { applicationId: String(id) } },
    body: form as never,
    bodySerializer: (body) => body as unknown as FormData,
  });
  if (!uploaded.data) throw fail('upload', uploaded.error);

  let analysis = await api.GET('/api/documents/{id}/analysis', { params: { path: { id: String(uploaded.data.id) } } });
  for (let i = 0; i < 240 && analysis.data?.status === 'uploaded'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    analysis = await api.GET('/api/documents/{id}/analysis', { params: { path: { id: String(uploaded.data.id) } } });
  }
  if (!analysis.data) throw fail('analysis', analysis.error);

  const saved = await api.POST('/api/applications/{id}/details', {
    params: { path: { id: String(id) } },
    body: client.form,
  });
  if (!saved.data) throw fail('save the form', saved.error);

  const pdf = await api.GET('/api/applications/{id}/download', {
    params: { path: { id: String(id) } },
    parseAs: 'arrayBuffer',
  });
  const report = await api.GET('/api/applications/{id}/detailed-report', {
    params: { path: { id: String(id) }, query: { format: 'pdf' } },
    parseAs: 'arrayBuffer',
  });
  return {
    applicationId: id,
    status: saved.data.status,
    readiness: saved.data.readiness,
    photoStatus: analysis.data.status,
    pdf: pdf.data,
    report: report.data,
  };
}
