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
  const required = ['passport_application', 'photo', 'passport', 'address_proof'];
  const all = (status: string) => required.map((type) => ({ type, status }));
  const facts = (over: Partial<Parameters<typeof verificationItems>[0]>) => ({
    applicationStatus: null,
    documents: [],
    requiredTypes: required,
    ready: false,
    ...over,
  });

  it('marks an item completed only when it is done', () => {
    expect(verificationItems(facts({})).map((i) => i.status)).toEqual(['pending', 'pending', 'pending', 'pending']);
    expect(verificationItems(facts({ applicationStatus: 'draft' })).map((i) => i.status)).toEqual([
      'in_progress',
      'pending',
      'pending',
      'pending',
    ]);
    expect(
      verificationItems(
        facts({ applicationStatus: 'configured', documents: [{ type: 'photo', status: 'verified' }] }),
      ).map((i) => i.status),
    ).toEqual(['completed', 'in_progress', 'in_progress', 'pending']);
    // Saved with a failed photo: final review is not done, AI verification not complete.
    const failed = [...all('verified').slice(0, 3), { type: 'address_proof', status: 'failed' }];
    expect(
      verificationItems(facts({ applicationStatus: 'submitted', documents: failed })).map((i) => i.status),
    ).toEqual(['completed', 'completed', 'in_progress', 'in_progress']);
  });

  it('reaches 100% only when every item is completed', () => {
    expect(verificationProgress(facts({}))).toBe(0);
    expect(verificationProgress(facts({ applicationStatus: 'draft' }))).toBe(0);
    expect(verificationProgress(facts({ applicationStatus: 'configured', documents: all('uploaded') }))).toBe(50);
    expect(verificationProgress(facts({ applicationStatus: 'configured', documents: all('verified') }))).toBe(75);
    expect(verificationProgress(facts({ applicationStatus: 'submitted', documents: all('verified') }))).toBe(75);
    expect(
      verificationProgress(facts({ applicationStatus: 'submitted', documents: all('verified'), ready: true })),
    ).toBe(100);
    const review = all('verified').map((d) => (d.type === 'photo' ? { ...d, status: 'review' } : d));
    expect(verificationProgress(facts({ applicationStatus: 'submitted', documents: review, ready: false }))).toBe(50);
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
