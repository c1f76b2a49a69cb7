import { describe, expect, it } from 'vitest';
import { mergeDraftFields } from './merge-draft-fields.ts';

describe('mergeDraftFields', () => {
  const base = { fullName: 'Asha', fatherName: 'Ravi' };

  it('takes a field changed here and keeps one changed elsewhere', () => {
    const { merged, conflicts } = mergeDraftFields({
      stored: { fullName: 'Asha', fatherName: 'Ravi Rao' },
      incoming: { fullName: 'Asha Rao', fatherName: 'Ravi' },
      base,
      submitting: false,
    });
    expect(conflicts).toEqual([]);
    expect(merged).toMatchObject({ fullName: 'Asha Rao', fatherName: 'Ravi Rao' });
  });

  it('reports a field changed on both sides to different values, not one changed to the same value', () => {
    const stored = { fullName: 'Asha R.', fatherName: 'Ravi Rao' };
    const incoming = { fullName: 'Asha Rao', fatherName: 'Ravi Rao' };
    expect(mergeDraftFields({ stored, incoming, base, submitting: false }).conflicts).toEqual(['fullName']);
  });

  it('keeps the stored value of a field with no base entry in a draft, and takes it in a final save', () => {
    const args = { stored: { motherName: 'Lakshmi' }, incoming: { motherName: '' }, base };
    expect(mergeDraftFields({ ...args, submitting: false }).merged.motherName).toBe('Lakshmi');
    expect(mergeDraftFields({ ...args, submitting: true }).merged.motherName).toBe('');
  });

  it('refuses to submit a field changed elsewhere that this form still shows the old value of', () => {
    const { conflicts } = mergeDraftFields({
      stored: { fullName: 'Asha', fatherName: 'Ravi Rao' },
      incoming: base,
      base,
      submitting: true,
    });
    expect(conflicts).toEqual(['fatherName']);
  });
});
