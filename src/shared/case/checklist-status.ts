/**
 * The resolved documents against what the user has uploaded: each document's status on the checklist and the
 * PDF. A document that holds an upload slot is uploaded, verified, failed or missing; the rest are brought (or
 * posted) with the application.
 */
import { DOCUMENT_FORM_LABELS, type CaseDocument } from './documents.ts';

export type ChecklistItemStatus = 'uploaded' | 'verified' | 'failed' | 'missing' | 'bring-in-person';

export const CHECKLIST_STATUS_LABELS: Readonly<Record<ChecklistItemStatus, string>> = {
  uploaded: 'Uploaded',
  verified: 'Verified',
  failed: 'Needs attention',
  missing: 'Missing',
  'bring-in-person': 'Bring in person',
};

export interface ChecklistEntry {
  readonly document: CaseDocument;
  readonly status: ChecklistItemStatus;
}

export function checklistStatus(
  documents: readonly CaseDocument[],
  uploads: readonly { readonly type: string; readonly status: string }[],
): ChecklistEntry[] {
  return documents.map((document) => {
    if (!document.uploadSlot) return { document, status: 'bring-in-person' };
    const upload = uploads.find((u) => u.type === document.uploadSlot);
    const status: ChecklistItemStatus = !upload
      ? 'missing'
      : upload.status === 'verified'
        ? 'verified'
        : upload.status === 'failed'
          ? 'failed'
          : 'uploaded';
    return { document, status };
  });
}

/** "Copy signed and dated by you (self-attested), 2 copies": which form, and how many, in words. */
export function documentFormWords(document: Pick<CaseDocument, 'form' | 'copies'>): string {
  const form = DOCUMENT_FORM_LABELS[document.form];
  if (document.copies === null || document.copies <= 1) return form;
  return `${form}, ${document.copies} copies`;
}
