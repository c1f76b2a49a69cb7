import { useQuery } from '@tanstack/react-query';
import { photoPrintInfoSchema, type PaperSize } from '#shared/schemas/photo-analysis.ts';
import { apiQuery, apiRequest } from '#client/lib/api.ts';
import { saveBlob } from '#client/lib/save-blob.ts';

export type FixedPhotoVariant = 'digital' | 'sheet';

/** The print size the application's mission asks for, and the sheets offered for it. */
export const usePhotoPrint = (documentId: number) =>
  useQuery(apiQuery(photoPrintInfoSchema, `/api/documents/${documentId}/photo-print`));

/** Fetches the straightened photo (or a print sheet in the mission's size) and hands it to the browser. */
export async function downloadFixedPhoto(
  documentId: number,
  variant: FixedPhotoVariant,
  paper: PaperSize,
  filename: string,
): Promise<void> {
  const params = new URLSearchParams({ variant, paper });
  const res = await apiRequest('GET', `/api/documents/${documentId}/fixed-photo?${params.toString()}`);
  saveBlob(await res.blob(), filename);
}
