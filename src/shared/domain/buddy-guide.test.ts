import { describe, expect, it } from 'vitest';
import { stepGuide } from './buddy-guide.ts';
import { HOLD_REASONS } from './facts.ts';

describe('stepGuide', () => {
  it('names the hold reasons of each step from the facts module', () => {
    const known = new Set<string>(HOLD_REASONS.value.map((r) => r.text));
    for (const step of [1, 2, 3, 4, 'done'] as const) {
      const guide = stepGuide(step);
      expect(guide.next.length).toBeGreaterThan(20);
      expect(guide.holdReasons.length).toBeGreaterThan(0);
      for (const reason of guide.holdReasons) expect(known.has(reason)).toBe(true);
    }
  });

  it('warns about the photo on the upload and verification steps, and the signature on the form', () => {
    expect(stepGuide(2).holdReasons).toContain('Photo not compliant');
    expect(stepGuide(3).holdReasons).toContain('Photo not compliant');
    expect(stepGuide(4).holdReasons).toContain('Signature outside its box');
    expect(stepGuide(1).holdReasons).not.toContain('Photo not compliant');
  });

  it('never asks a first-time applicant why they renew or for a current passport', () => {
    expect(stepGuide(1).next).toContain('why you are renewing');
    expect(stepGuide(1, 'new').next).not.toMatch(/renew/i);
    expect(stepGuide(2, 'new').next).not.toMatch(/current passport/i);
    expect(stepGuide(2, 'new').holdReasons).toEqual(stepGuide(2).holdReasons);
  });
});
