import { randomBytes } from 'node:crypto';
import { DEMO_LIFETIME_MS } from '#shared/constants.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { insertApplication, updateApplication } from '../../repositories/applications.repository.ts';
import { insertUser, updateUser, type UserRow } from '../../repositories/users.repository.ts';
import { DELETE_DEMO_ACCOUNT_JOB } from './delete-demo-account-job.ts';

export const DEMO_DISABLED = 'The demo is not available on this server.';

/**
 * A fresh demo account for one visitor: analysis unlocked, one renewal already configured with a draft,
 * no password (it cannot be signed into again), deleted a day later by a queued job
 * (docs/decisions/0013-production-defaults.md).
 */
export async function startDemo({ ctx }: { ctx: AppContext }): Promise<UserRow> {
  if (!ctx.config.seedDemo) throw new AppError(404, DEMO_DISABLED);
  const user = await insertUser(ctx.db, {
    email: `demo-${randomBytes(8).toString('hex')}@demo.passportbuddy.example`,
    passwordHash: null,
    firstName: 'Demo',
    lastName: 'User',
    plan: 'basic',
    isDemo: true,
    // A made-up address nobody can confirm: never asked to.
    emailVerified: true,
  });
  await updateUser(ctx.db, user.id, { plan_status: 'active', has_access: 1 });
  const application = await insertApplication(ctx.db, user.id, 'renewal');
  await updateApplication(ctx.db, application.id, {
    status: 'configured',
    config: JSON.stringify({
      countryOfResidence: 'US',
      timeline: 'normal',
      reason: 'expiring',
      consulate: 'sf',
      emailNotifications: true,
      smsNotifications: false,
    }),
    details: JSON.stringify({ fullName: 'Demo User', placeOfBirth: 'Pune', isDraft: true }),
    details_saved_at: new Date().toISOString(),
  });
  await ctx.jobs.enqueue(
    DELETE_DEMO_ACCOUNT_JOB,
    { userId: user.id },
    5,
    null,
    new Date(Date.now() + DEMO_LIFETIME_MS),
  );
  return { ...user, plan_status: 'active', has_access: 1 };
}
