import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { findOwnedDocument, type DocumentRow } from '../../repositories/documents.repository.ts';
import { UPLOAD_BUDGET } from '../../analysis/upload/work-budget.ts';
import { openDocumentForStaff } from '../admin/open-document-for-staff.ts';

/** Longest side of a thumbnail, in pixels: sharp on a phone (about 2x a 15rem frame), small on the wire. */
export const THUMBNAIL_LONG_SIDE = 480;

/** Image documents have a thumbnail; a PDF does not (it is not shown as a picture anywhere). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);

/**
 * A small upright JPEG of an uploaded image: EXIF orientation applied (the analysis's face box and guides are
 * fractions of the upright image, so they line up), never enlarged, and refused past the upload's pixel budget
 * before decoding.
 */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: UPLOAD_BUDGET.imagePixels })
      .rotate()
      .resize({ width: THUMBNAIL_LONG_SIDE, height: THUMBNAIL_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(422, 'This image could not be read to make a preview.');
  }
}

function requireImage(doc: DocumentRow): void {
  if (!IMAGE_TYPES.has(doc.mime_type)) throw new AppError(400, 'Only an image has a thumbnail.');
}

/** The owner's own image, decrypted and made small; anyone else's document is "not found". */
export async function ownerThumbnail(ctx: AppContext, userId: number, documentId: number): Promise<Buffer> {
  const doc = await findOwnedDocument(ctx.db, userId, documentId);
  if (!doc || doc.deleted_at) throw notFound('Document');
  requireImage(doc);
  return makeThumbnail(await ctx.blobs.get(doc.filename));
}

/** Any applicant's image for a reviewer; each view is written to the audit log (openDocumentForStaff). */
export async function staffThumbnail(ctx: AppContext, staffId: number, documentId: number): Promise<Buffer> {
  const { doc, bytes } = await openDocumentForStaff({ ctx, staffId, documentId, what: 'thumbnail' });
  requireImage(doc);
  return makeThumbnail(bytes);
}
