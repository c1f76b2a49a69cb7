import { apiRequest } from '#client/lib/api.ts';

/** Saves a response body as a file, named by us (never by the server's header). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export async function downloadApplicationPdf(applicationId: number): Promise<void> {
  try {
    const res = await apiRequest('GET', `/api/applications/${applicationId}/download`);
    saveBlob(await res.blob(), `passport-application-${applicationId}.pdf`);
  } catch {
    window.alert('Failed to download PDF. Please try again.');
  }
}
