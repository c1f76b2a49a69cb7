import { apiRequest } from '#client/lib/api.ts';
import { saveBlob } from '#client/lib/save-blob.ts';

export type FixedPhotoVariant = 'digital' | 'sheet';
export type PrintSize = '2x2' | '35x45';

/** Fetches the straightened photo (or the 4x6 in print sheet) and hands it to the browser as a download. */
export async function downloadFixedPhoto(
  documentId: number,
  variant: FixedPhotoVariant,
  print: PrintSize,
): Promise<void> {
  const params = new URLSearchParams({ variant, print });
  const res = await apiRequest('GET', `/api/documents/${documentId}/fixed-photo?${params.toString()}`);
  saveBlob(
    await res.blob(),
    variant === 'digital' ? 'passport-photo-630x810.jpg' : `passport-photo-sheet-4x6-${print}.jpg`,
  );
}
