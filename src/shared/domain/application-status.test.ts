// Tests for src/shared/schemas/applications.ts.
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUSES,
  applicationConfigSchema,
  applicationSchema,
  applicationStatusTone,
  canOwnerEdit,
  canTransition,
  createApplicationBodySchema,
  manualReviewProgress,
  normalizeApplicationStatus,
  toApplicationType,
  transitionError,
  updateApplicationBodySchema,
} from '../schemas/applications.ts';

describe('status transitions', () => {
  it('lets the owner configure, re-configure and submit', () => {
    expect(canTransition('draft', 'configured', 'owner')).toBe(true);
    expect(canTransition('configured', 'configured', 'owner')).toBe(true);
    expect(canTransition('configured', 'submitted', 'owner')).toBe(true);
    expect(canTransition('submitted', 'submitted', 'owner')).toBe(true);
    expect(canTransition('failed', 'submitted', 'owner')).toBe(true);
    expect(canTransition('failed', 'configured', 'owner')).toBe(true);
  });

  it('keeps review outcomes away from the owner', () => {
    for (const to of ['under_review', 'verified', 'failed', 'completed', 'rejected'] as const) {
      for (const from of APPLICATION_STATUSES) expect(canTransition(from, to, 'owner')).toBe(false);
    }
    expect(canTransition('draft', 'submitted', 'owner')).toBe(false);
    expect(canTransition('under_review', 'submitted', 'owner')).toBe(false);
    expect(canTransition('completed', 'configured', 'owner')).toBe(false);
  });

  it('lets staff work submitted applications only', () => {
    expect(canTransition('submitted', 'under_review', 'staff')).toBe(true);
    expect(canTransition('under_review', 'verified', 'staff')).toBe(true);
    expect(canTransition('verified', 'completed', 'staff')).toBe(true);
    expect(canTransition('failed', 'verified', 'staff')).toBe(true);
    expect(canTransition('rejected', 'under_review', 'staff')).toBe(true);
    expect(canTransition('draft', 'verified', 'staff')).toBe(false);
    expect(canTransition('configured', 'submitted', 'staff')).toBe(false);
    expect(canTransition('submitted', 'completed', 'staff')).toBe(false);
    expect(canTransition('completed', 'failed', 'staff')).toBe(false);
    expect(canTransition('submitted', 'configured', 'staff')).toBe(false);
  });

  it('explains refusals', () => {
    expect(transitionError('submitted', 'verified', 'owner')).toBe(
      'Only our review team can mark an application as verified.',
    );
    expect(transitionError('completed', 'failed', 'staff')).toBe(
      'An application that is completed cannot be changed to failed.',
    );
  });

  it('allows edits only while nobody reviews', () => {
    expect(canOwnerEdit('configured')).toBe(true);
    expect(canOwnerEdit('under_review')).toBe(false);
    expect(canOwnerEdit('completed')).toBe(false);
  });

  it('maps the spec aliases', () => {
    expect(normalizeApplicationStatus('uploaded')).toBe('configured');
    expect(normalizeApplicationStatus('in_progress')).toBe('under_review');
    expect(normalizeApplicationStatus('IN_REVIEW')).toBe('under_review');
    expect(normalizeApplicationStatus('verified')).toBe('verified');
    expect(normalizeApplicationStatus('nonsense')).toBeNull();
  });

  it('colours badges like the admin table', () => {
    expect(applicationStatusTone('submitted')).toBe('blue');
    expect(applicationStatusTone('verified')).toBe('green');
    expect(applicationStatusTone('failed')).toBe('red');
    expect(applicationStatusTone('draft')).toBe('gray');
  });

  it('reads any stored type other than renewal as new', () => {
    expect(toApplicationType('renewal')).toBe('renewal');
    expect(toApplicationType('fresh')).toBe('new');
  });
});

describe('bodies', () => {
  const config = {
    countryOfResidence: 'US',
    timeline: 'fast',
    reason: 'lost',
    consulate: 'sf',
    emailNotifications: true,
    smsNotifications: false,
  };

  it('accepts a create body of type and draft status only', () => {
    expect(createApplicationBodySchema.parse({ type: 'renewal', status: 'draft' })).toEqual({
      type: 'renewal',
      status: 'draft',
    });
    expect(createApplicationBodySchema.safeParse({ type: 'renewal', status: 'submitted' }).success).toBe(false);
    expect(createApplicationBodySchema.safeParse({ type: 'renewal', userId: 'x' }).success).toBe(false);
  });

  it('accepts a PATCH of status and/or config and nothing else', () => {
    expect(updateApplicationBodySchema.safeParse({ status: 'configured', config }).success).toBe(true);
    expect(updateApplicationBodySchema.safeParse({ status: 'configured' }).success).toBe(true);
    expect(updateApplicationBodySchema.safeParse({}).success).toBe(false);
    expect(updateApplicationBodySchema.safeParse({ status: 'configured', userId: 'other' }).success).toBe(false);
    expect(updateApplicationBodySchema.safeParse({ status: 'uploaded' }).success).toBe(false);
  });

  it('validates config choices with clear messages', () => {
    const r = applicationConfigSchema.safeParse({ ...config, consulate: 'paris' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Choose a consulate location.');
    expect(applicationConfigSchema.safeParse({ ...config, extra: 1 }).success).toBe(false);
  });

  it('parses an application resource', () => {
    const app = {
      id: 1,
      userId: 2,
      type: 'renewal',
      status: 'configured',
      config,
      details: { fullName: 'R', isDraft: true },
      detailsSavedAt: null,
      manualReviewStatus: 'pending',
      manualReviewNotes: null,
      manualReviewRequestedAt: null,
      reviewerAssigned: null,
      priorityProcessing: false,
      reviewKind: null,
      reviewStartedAt: null,
      reviewCompletedAt: null,
      reviewFeedback: null,
      reviewVerdict: null,
      priorityEnabledAt: null,
      clientName: null,
      createdAt: '2025-01-01T00:00:00Z',
      updatedAt: '2025-01-01T00:00:00Z',
    };
    expect(applicationSchema.parse(app).config?.reason).toBe('lost');
  });
});

describe('manual review progress', () => {
  it('ticks the four items from status and reviewer', () => {
    const done = (s: 'pending' | 'requested' | 'in_progress' | 'completed', r: string | null) =>
      manualReviewProgress({ manualReviewStatus: s, reviewerAssigned: r }).map((i) => i.done);
    expect(done('pending', null)).toEqual([false, false, false, false]);
    expect(done('requested', null)).toEqual([true, false, false, false]);
    expect(done('in_progress', 'Asha')).toEqual([true, true, true, false]);
    expect(done('completed', 'Asha')).toEqual([true, true, true, true]);
  });
});
