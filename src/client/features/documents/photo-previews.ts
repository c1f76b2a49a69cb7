import { useSyncExternalStore } from 'react';

/**
 * Object URLs of photos picked in this tab, by document id: the analysis step shows the photo just uploaded at
 * once, before the server's thumbnail (GET /api/documents/{id}/thumbnail, used after a reload or on another
 * device) would have loaded.
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
