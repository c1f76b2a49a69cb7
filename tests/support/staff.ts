import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Role } from '#shared/permissions.ts';
import { nowIso } from '#server/db/connect.ts';
import { signUp } from './client.ts';
import type { TestServer } from './server.ts';

/** Factory: a signed-in account with a role, set in the database as an admin would in the UI. */
export async function signUpAs(server: TestServer, role: Role, plan = 'basic') {
  const account = await signUp(server.url, { plan });
  await server.app.ctx.db.updateTable('users').set({ role }).where('id', '=', account.user.id).execute();
  return account;
}

/** Factory: an application whose owner has asked for a review (the applicant's request is another route). */
export async function seedReviewRequest(
  server: TestServer,
  applicationId: number,
  options: { kind?: 'manual' | 'expert'; requestedAt?: string; priority?: boolean; status?: string } = {},
): Promise<void> {
  await server.app.ctx.db
    .updateTable('applications')
    .set({
      manual_review_status: 'requested',
      review_kind: options.kind ?? 'manual',
      manual_review_requested_at: options.requestedAt ?? nowIso(),
      priority_processing: options.priority ? 1 : 0,
      ...(options.status ? { status: options.status } : {}),
    })
    .where('id', '=', applicationId)
    .execute();
}

/** Mail is sent by a background job: wait until a message in the outbox matches. */
export async function waitForOutboxMail(server: TestServer, match: (eml: string) => boolean, timeoutMs = 10_000) {
  const dir = path.join(server.config.dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let mails: string[] = [];
    try {
      mails = readdirSync(dir).map((f) => readFileSync(path.join(dir, f), 'utf8'));
    } catch {
      // not created until the first message
    }
    const found = mails.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail in the outbox (${mails.length} messages)`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
