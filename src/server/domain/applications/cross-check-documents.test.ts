import { describe, expect, it } from 'vitest';
import type { DocumentRow } from '../../repositories/documents.repository.ts';
import { crossCheckDocuments } from './cross-check-documents.ts';

const row = (type: string, extractedData: unknown): DocumentRow =>
  ({
    id: 1,
    application_id: 1,
    user_id: 1,
    type,
    original_name: 'x',
    filename: 'k',
    size: 1,
    mime_type: 'image/png',
    status: 'verified',
    verification_errors: '[]',
    ai_analysis: JSON.stringify({ extractedData }),
    manual_review_notes: null,
    expires_at: null,
    deleted_at: null,
    expiry_notice_sent_at: null,
    created_at: '',
    updated_at: '',
  }) as DocumentRow;

describe('crossCheckDocuments', () => {
  it('warns when the passport disagrees with the form', () => {
    const warnings = crossCheckDocuments(
      { fullName: 'Asha Rao', dateOfBirth: '1990-04-03', passportNumber: 'K1234567' },
      [row('passport', { surname: 'RAO', givenNames: 'ASHA', dateOfBirth: '1991-04-03', passportNumber: 'K1234567' })],
    );
    expect(warnings.map((w) => w.field)).toEqual(['dateOfBirth']);
  });

  it('is quiet when everything matches, and ignores documents without analysis', () => {
    const unanalysed = { ...row('address_proof', null), ai_analysis: null };
    expect(
      crossCheckDocuments({ fullName: 'Asha Rao' }, [
        row('passport', { surname: 'RAO', givenNames: 'ASHA' }),
        unanalysed,
      ]),
    ).toEqual([]);
  });
});
