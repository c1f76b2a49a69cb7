import { describe, expect, it } from 'vitest';
import { applicationLimitReached } from './application-limit.ts';

describe('applicationLimitReached', () => {
  it('holds Basic (and an unpaid account) to one application, with Pro as the way up', () => {
    expect(applicationLimitReached('basic', 0)).toBeNull();
    expect(applicationLimitReached('basic', 1)).toEqual({
      message: 'Your Basic plan allows 1 application. Upgrade to Pro to start another.',
      upgradeTo: 'pro',
      upgradePath: '/pro-plan',
    });
    expect(applicationLimitReached(null, 1)?.upgradeTo).toBe('pro');
  });

  it('holds Pro to five, with Express on the pricing page; Express has no limit', () => {
    expect(applicationLimitReached('pro', 4)).toBeNull();
    expect(applicationLimitReached('pro', 5)).toMatchObject({ upgradeTo: 'express', upgradePath: '/pricing' });
    expect(applicationLimitReached('express', 500)).toBeNull();
  });
});
