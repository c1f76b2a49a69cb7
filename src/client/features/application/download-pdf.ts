import { apiRequest } from '#client/lib/api.ts';
import { saveBlob } from '#client/lib/save-blob.ts';

export async function downloadApplicationPdf(applicationId: number): Promise<void> {
  try {
    const res = await apiRequest('GET', `/api/applications/${applicationId}/download`);
    saveBlob(await res.blob(), `passport-application-${applicationId}.pdf`);
  } catch {
    window.alert('Failed to download PDF. Please try again.');
  }
}
