import type { CreateApplicationBody } from '#shared/schemas/applications.ts';
import type { Db } from '../../db/connect.ts';
import { insertApplication, type ApplicationRow } from '../../repositories/applications.repository.ts';

export async function createApplication({
  db,
  userId,
  body,
}: {
  db: Db;
  userId: number;
  body: CreateApplicationBody;
}): Promise<ApplicationRow> {
  return insertApplication(db, userId, body.type);
}
