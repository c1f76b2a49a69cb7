import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
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

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The delivered messages in the outbox folder, parsed (so decoded). Only `.eml` names count: the transport writes a
 * temporary name first and renames it when complete. A file that does not parse is left for the next look.
 */
async function readOutbox(server: TestServer): Promise<OutboxMail[]> {
  const dir = path.join(server.config.dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return []; // not created until the first message
  }
  const mails: OutboxMail[] = [];
  for (const file of files) {
    try {
      const parsed = await simpleParser(readFileSync(path.join(dir, file)));
      const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
      mails.push({
        to,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
      });
    } catch {
      // unreadable right now (removed, or not whole): looked at again on the next poll
    }
  }
  return mails;
}

/** Mail is sent by a background job: wait until a message in the outbox matches. */
export async function waitForOutboxMail(
  server: TestServer,
  match: (mail: OutboxMail) => boolean,
  timeoutMs = 10_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await readOutbox(server);
    const found = mails.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail in the outbox (${mails.length} messages)`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Messages queued for sending (any state): the durable record that an e-mail was decided on. Jobs carry only the
 * id of the sealed message, so counting those to one address waits until every send job has run, then counts the
 * delivered messages.
 */
export async function mailsQueued(server: TestServer, to?: string, subject?: RegExp): Promise<number> {
  const { db } = server.app.ctx;
  const mailJobs = () => db.selectFrom('jobs').select(['status']).where('name', '=', 'send-email').execute();
  if (to === undefined) return (await mailJobs()).length;
  const deadline = Date.now() + 10_000;
  while ((await mailJobs()).some((j) => j.status === 'queued' || j.status === 'running')) {
    if (Date.now() > deadline) throw new Error('mail jobs still waiting after 10 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return (await readOutbox(server)).filter((m) => m.to.includes(to) && (!subject || subject.test(m.subject))).length;
}

/** Factory: the account has bought `plan` (as the payment webhook would record it), e.g. to lift the Basic limit. */
export async function activatePlan(server: TestServer, userId: number, plan: 'basic' | 'pro' | 'express') {
  await server.app.ctx.db
    .updateTable('users')
    .set({ plan, plan_status: 'active', has_access: 1 })
    .where('id', '=', userId)
    .execute();
}

/** The owner opens the confirmation link we mailed at sign-up, proving the address. */
export async function confirmAddress(server: TestServer, email: string): Promise<void> {
  const mail = await waitForOutboxMail(server, (m) => m.to.includes(email) && /Confirm your e-mail/.test(m.subject));
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\/[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error('no confirmation link in the mail');
  const res = await fetch(link);
  if (res.status !== 200) throw new Error(`confirmation link answered ${res.status}`);
}
