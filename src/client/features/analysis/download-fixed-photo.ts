export type FixedPhotoVariant = 'digital' | 'sheet';
export type PrintSize = '2x2' | '35x45';

/** Fetches the straightened photo (or the 4x6 in print sheet) and hands it to the browser as a download. */
export async function downloadFixedPhoto(
  documentId: number,
  variant: FixedPhotoVariant,
  print: PrintSize,
): Promise<void> {
  const params = new URLSearchParams({ variant, print });
  const res = await fetch(`/api/documents/${documentId}/fixed-photo?${params.toString()}`, { credentials: 'include' });
  if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = variant === 'digital' ? 'passport-photo-630x810.jpg' : `passport-photo-sheet-4x6-${print}.jpg`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
