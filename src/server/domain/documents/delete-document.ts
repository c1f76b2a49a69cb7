import type { Db } from '../../db/connect.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { notFound } from '../../http/app-error.ts';
import { deleteDocumentRow, findOwnedDocument } from '../../repositories/documents.repository.ts';

export async function deleteDocument({
  db,
  blobs,
  userId,
  id,
}: {
  db: Db;
  blobs: BlobStore;
  userId: number;
  id: number;
}) {
  const doc = await findOwnedDocument(db, userId, id);
  if (!doc) throw notFound('Document');
  await deleteDocumentRow(db, id);
  await blobs.delete(doc.filename);
}
