import { applicationLimitReached } from '#shared/domain/application-limit.ts';
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
  const limit = applicationLimitReached(activePlan(user), await countApplications(db, user.id));
  if (limit) {
    throw new AppError(403, limit.message, {
      code: 'plan_limit_reached',
      details: { upgradeTo: limit.upgradeTo, upgradePath: limit.upgradePath },
    });
  }
  return insertApplication(db, user.id, body.type, body.clientName || null);
}
