import { describe, expect, it } from 'vitest';
import { analysisOutcome } from './analysis-outcome.ts';

const summary = {
  score: 80,
  issues: ['Your head fills 60% of the photo height; it should fill 80%-85%.'],
  suggestions: [],
};

describe('analysisOutcome', () => {
  it('verifies a compliant result and fails one with issues, listing them as the reasons', () => {
    expect(analysisOutcome({ ...summary, kind: 'photo', isCompliant: true, issues: [] })).toEqual({
      status: 'verified',
      verificationErrors: [],
      notify: true,
    });
    expect(analysisOutcome({ ...summary, kind: 'photo', isCompliant: false, needsHumanReview: false })).toEqual({
      status: 'failed',
      verificationErrors: summary.issues,
      notify: true,
    });
  });

  it('sends a photo that nothing failed but something could not be checked to review, without rejecting it', () => {
    const outcome = analysisOutcome({ ...summary, kind: 'photo', isCompliant: false, needsHumanReview: true });
    expect(outcome).toEqual({ status: 'review', verificationErrors: [], notify: false });
  });

  it('still fails an invalid passport, whose needsHumanReview means something else', () => {
    const outcome = analysisOutcome({ ...summary, kind: 'passport', isCompliant: false, needsHumanReview: true });
    expect(outcome.status).toBe('failed');
  });
});
