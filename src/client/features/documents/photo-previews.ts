import { useSyncExternalStore } from 'react';

/**
 * Object URLs of photos picked in this tab, by document id. The server has no raw-photo endpoint for the
 * browser, so the analysis step can only show the photo the user just uploaded from this page.
 */
const previews = new Map<number, string>();
const listeners = new Set<() => void>();

export function rememberPhotoPreview(documentId: number, file: File, replacesDocumentId?: number): void {
  if (replacesDocumentId !== undefined) forgetPhotoPreview(replacesDocumentId);
  previews.set(documentId, URL.createObjectURL(file));
  listeners.forEach((listener) => listener());
}

export function forgetPhotoPreview(documentId: number): void {
  const url = previews.get(documentId);
  if (url === undefined) return;
  URL.revokeObjectURL(url);
  previews.delete(documentId);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePhotoPreview(documentId: number | undefined): string | undefined {
  return useSyncExternalStore(subscribe, () => (documentId === undefined ? undefined : previews.get(documentId)));
}
