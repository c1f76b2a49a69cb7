import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DOCUMENTS_POLL_MS } from '#shared/constants.ts';
import type { DocumentResource, DocumentType } from '#shared/schemas/documents.ts';
import { deleteDocument, documentAnalysisQuery, documentsQuery } from '#client/api/documents.ts';
import { errorMessage } from '#client/lib/api.ts';
import { queryClient } from '#client/lib/query.ts';
import { toast } from '#client/components/ui/toast-store.ts';
import { forgetPhotoPreview, rememberPhotoPreview } from './photo-previews.ts';
import { uploadFile } from './upload-file.ts';

export const UPLOAD_SUCCESS_MESSAGE =
  'Document uploaded successfully - AI analysis has started and will complete shortly.';

export function documentsQueryKey(applicationId: number) {
  return documentsQuery(applicationId).queryKey;
}

export function analysisQueryKey(documentId: number) {
  return documentAnalysisQuery(documentId).queryKey;
}

/** The documents of an application, polled every 5 s while the application exists (docs/product.md §7). */
export function useApplicationDocuments(applicationId: number | null | undefined) {
  const exists = typeof applicationId === 'number';
  return useQuery({
    ...documentsQuery(exists ? applicationId : 0),
    enabled: exists,
    refetchInterval: exists ? DOCUMENTS_POLL_MS : false,
  });
}

export interface UploadInput {
  type: DocumentType;
  file: File;
}

/**
 * Uploads one file into a slot with progress 0-100. The server replaces the slot's old document in the
 * same transaction, so nothing is deleted first and a failed upload keeps the old file.
 */
export function useUploadDocument(applicationId: number) {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation<DocumentResource, Error, UploadInput>({
    mutationFn: ({ type, file }) => uploadFile({ applicationId, type, file, onProgress: setProgress }),
    onSuccess: async (document, { type, file }) => {
      const previous = queryClient
        .getQueryData(documentsQueryKey(applicationId))
        ?.find((d) => d.type === type && d.id !== document.id);
      if (type === 'photo') rememberPhotoPreview(document.id, file, previous?.id);
      if (previous) queryClient.removeQueries({ queryKey: analysisQueryKey(previous.id) });
      toast({ title: 'Upload complete', description: UPLOAD_SUCCESS_MESSAGE, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: documentsQueryKey(applicationId) });
    },
    onError: (error) => {
      toast({ title: 'Upload failed', description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

export function useDeleteDocument(applicationId: number) {
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: async (_result, documentId: number) => {
      forgetPhotoPreview(documentId);
      queryClient.removeQueries({ queryKey: analysisQueryKey(documentId) });
      toast({ title: 'Document removed', description: 'Document has been successfully deleted.', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: documentsQueryKey(applicationId) });
    },
    onError: (error) => {
      toast({ title: 'Could not remove the document', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
