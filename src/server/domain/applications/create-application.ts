import { PLANS } from '#shared/constants.ts';
import type { CreateApplicationBody } from '#shared/schemas/applications.ts';
import type { Db } from '../../db/connect.ts';
import { AppError } from '../../http/app-error.ts';
import {
  countApplications,
  insertApplication,
  type ApplicationRow,
} from '../../repositories/applications.repository.ts';
import type { UserRow } from '../../repositories/users.repository.ts';
import { activePlan } from '../plans/require-plan.ts';

/**
 * Creates a draft within the plan's limit: Basic 1, Pro 5, Express unlimited. Every application counts,
 * completed ones too; an unpaid account is held to Basic's limit (docs/decisions/0023-plans-and-limits.md).
 */
export async function createApplication({
  db,
  user,
  body,
}: {
  db: Db;
  user: UserRow;
  body: CreateApplicationBody;
}): Promise<ApplicationRow> {
  const plan = activePlan(user) ?? 'basic';
  const max = PLANS[plan].maxApplications;
  if (max !== null && (await countApplications(db, user.id)) >= max) {
    const upgradeTo = plan === 'basic' ? 'pro' : 'express';
    throw new AppError(
      403,
      `Your ${PLANS[plan].name} plan allows ${max} application${max === 1 ? '' : 's'}. Upgrade to ${PLANS[upgradeTo].name} to start another.`,
      {
        code: 'plan_limit_reached',
        details: { upgradeTo, upgradePath: upgradeTo === 'pro' ? '/pro-plan' : '/pricing' },
      },
    );
  }
  return insertApplication(db, user.id, body.type, body.clientName || null);
}
