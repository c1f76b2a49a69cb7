import { describe, expect, it } from 'vitest';
import {
  backTargetForPlan,
  canNavigateToStep,
  dashboardForPlan,
  FLOW_STEPS,
  scoreColor,
  stepStatuses,
  verificationItems,
  verificationProgress,
} from './progress.ts';

const statuses = (step: number, f: { hasApplication: boolean; hasDocuments: boolean; hasAnalysis: boolean }) =>
  stepStatuses(step, f).map((s) => s.status);

describe('flow steps', () => {
  it('has the four titles', () => {
    expect(FLOW_STEPS.map((s) => s.title)).toEqual([
      'Application Type',
      'Document Upload',
      'AI Verification',
      'Review & Submit',
    ]);
  });

  it('completes a step only when its condition holds and the flow is past it', () => {
    expect(statuses(1, { hasApplication: true, hasDocuments: true, hasAnalysis: true })).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(statuses(2, { hasApplication: true, hasDocuments: false, hasAnalysis: false })).toEqual([
      'completed',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(statuses(3, { hasApplication: true, hasDocuments: false, hasAnalysis: false })).toEqual([
      'completed',
      'upcoming',
      'current',
      'upcoming',
    ]);
    expect(statuses(4, { hasApplication: true, hasDocuments: true, hasAnalysis: true })).toEqual([
      'completed',
      'completed',
      'completed',
      'current',
    ]);
    expect(statuses(4, { hasApplication: true, hasDocuments: true, hasAnalysis: false })).toEqual([
      'completed',
      'completed',
      'upcoming',
      'current',
    ]);
  });

  it('lets users click completed and current steps only', () => {
    const steps = stepStatuses(3, { hasApplication: true, hasDocuments: false, hasAnalysis: false });
    expect([1, 2, 3, 4].map((n) => canNavigateToStep(n, steps))).toEqual([true, false, true, false]);
  });
});

describe('verification card', () => {
  it('follows the four rules', () => {
    expect(verificationItems({ applicationStatus: null, documents: [] }).map((i) => i.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    expect(verificationItems({ applicationStatus: 'draft', documents: [] }).map((i) => i.status)).toEqual([
      'in_progress',
      'pending',
      'pending',
      'pending',
    ]);
    expect(
      verificationItems({ applicationStatus: 'submitted', documents: [{ status: 'verified' }] }).map((i) => i.status),
    ).toEqual(['completed', 'in_progress', 'in_progress', 'completed']);
  });

  it('adds 25% per satisfied condition', () => {
    expect(verificationProgress({ applicationStatus: null, documents: [] })).toBe(0);
    expect(verificationProgress({ applicationStatus: 'draft', documents: [] })).toBe(25);
    expect(verificationProgress({ applicationStatus: 'configured', documents: [{ status: 'uploaded' }] })).toBe(50);
    expect(verificationProgress({ applicationStatus: 'configured', documents: [{ status: 'verified' }] })).toBe(75);
    expect(
      verificationProgress({
        applicationStatus: 'submitted',
        documents: [{ status: 'verified' }, { status: 'verified' }],
      }),
    ).toBe(100);
    expect(verificationProgress({ applicationStatus: 'completed', documents: [{ status: 'verified' }] })).toBe(100);
  });
});

describe('score colour and plan targets', () => {
  it('colours at 80 and 60', () => {
    expect([100, 80, 79, 60, 59, 0].map(scoreColor)).toEqual(['green', 'green', 'yellow', 'yellow', 'red', 'red']);
  });
  it('sends each plan to its dashboard', () => {
    expect(dashboardForPlan('pro')).toBe('/pro-dashboard');
    expect(dashboardForPlan('express')).toBe('/express-dashboard');
    expect(dashboardForPlan('basic')).toBe('/');
    expect(dashboardForPlan(null)).toBe('/');
    expect(backTargetForPlan('garbage')).toBe('/');
    expect(backTargetForPlan('pro')).toBe('/pro-dashboard');
  });
});
