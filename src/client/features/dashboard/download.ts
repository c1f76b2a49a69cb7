import { apiRequest, errorMessage, errorStatus } from '#client/lib/api.ts';
import { saveBlob } from '#client/lib/save-blob.ts';

/**
 * Fetches a file with the session and saves it under `filename`. A failure carries the server's message,
 * else 'Download failed with status {code}' (docs/product.md §10), for the caller's toast.
 */
export async function downloadAs(url: string, filename: string): Promise<void> {
  let res: Response;
  try {
    res = await apiRequest('GET', url);
  } catch (error) {
    const status = errorStatus(error);
    throw new Error(errorMessage(error, status ? `Download failed with status ${status}` : 'Download failed'), {
      cause: error,
    });
  }
  saveBlob(await res.blob(), filename);
}

export const reportFileName = (applicationId: number, format: 'txt' | 'pdf') =>
  `passport-verification-report-${applicationId}.${format}`;
