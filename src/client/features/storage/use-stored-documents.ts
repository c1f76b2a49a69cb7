import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '#client/components/ui/toast-store.ts';
import { APPLICATIONS_KEY } from '#client/features/application/use-application.ts';
import { downloadAs } from '#client/features/dashboard/download.ts';
import { deleteDocument, documentsQuery, userDocumentsQuery } from '#client/api/documents.ts';
import { queryClient } from '#client/lib/query.ts';
import type { StoredDocument } from './storage-facts.ts';

export const USER_DOCUMENTS_KEY = userDocumentsQuery().queryKey;

export function useStoredDocuments(enabled: boolean) {
  const { queryKey, queryFn } = userDocumentsQuery();
  return useQuery({
    queryKey,
    enabled,
    queryFn: async (context) => {
      try {
        return await queryFn(context);
      } catch (error) {
        // docs/product.md §11: a list fetch failure throws 'Failed to fetch documents'.
        throw new Error('Failed to fetch documents', { cause: error });
      }
    },
  });
}

export function useDeleteStoredDocument() {
  return useMutation({
    mutationFn: (doc: StoredDocument) => deleteDocument(doc.id),
    onSuccess: async (_result, doc) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USER_DOCUMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: documentsQuery(doc.applicationId).queryKey }),
        queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
      ]);
      toast({
        title: 'Document Deleted',
        description: 'Document has been permanently deleted from secure storage.',
        variant: 'success',
      });
    },
    onError: () =>
      toast({
        title: 'Delete Failed',
        description: 'Failed to delete document. Please try again.',
        variant: 'destructive',
      }),
  });
}

export const storedDocumentName = (doc: StoredDocument) => doc.originalName || doc.filename;

export function useDownloadStoredDocument() {
  return useMutation({
    mutationFn: (doc: StoredDocument) => downloadAs(`/api/documents/${doc.id}/download`, storedDocumentName(doc)),
    onSuccess: (_result, doc) =>
      toast({
        title: 'Download Started',
        description: `${storedDocumentName(doc)} is being downloaded to your device.`,
        variant: 'success',
      }),
    onError: () =>
      toast({
        title: 'Download Failed',
        description: 'Failed to download document. Please try again.',
        variant: 'destructive',
      }),
  });
}
