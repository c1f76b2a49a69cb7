import type { Db } from '../db/connect.ts';
import type { JobDefinition, JobQueue } from '../jobs/job-queue.ts';
import { deleteMail, findMail, storeMail } from './mail-outbox.ts';
import type { MailMessage, MailTransport } from './transport.ts';

export const SEND_EMAIL_JOB = 'send-email';

/** What a send job carries: the id of the sealed message in mail_outbox, never the message itself. */
export interface SendEmailPayload {
  mailId: number;
}

/**
 * Mail is queued, never sent inside a request: a slow or failing SMTP server cannot block or fail the
 * action that caused it. The job retries with the queue's backoff (docs/decisions/0022-admin-and-reviews.md). The message waits
 * sealed in mail_outbox and the job holds its id only (docs/decisions/0012-encryption-at-rest.md).
 */
export class Mailer {
  /** Set once the background runner starts, so a queued message goes out now rather than at the next poll. */
  wake: (() => void) | undefined;

  constructor(
    private readonly db: Db,
    private readonly queue: JobQueue,
    readonly transport: MailTransport,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const mailId = await storeMail(this.db, message);
    await this.queue.enqueue(SEND_EMAIL_JOB, { mailId } satisfies SendEmailPayload, 6);
    this.wake?.();
  }
}

/** A job queued before the outbox existed carried the whole message; it is still delivered. */
type QueuedPayload = SendEmailPayload | MailMessage;

export function sendEmailJob(db: Db, transport: MailTransport): JobDefinition<QueuedPayload> {
  return {
    name: SEND_EMAIL_JOB,
    lockMs: 60_000,
    maxAttempts: 6,
    async handle(payload) {
      if (!('mailId' in payload)) {
        await transport.deliver(payload);
        return;
      }
      // Gone means already sent by an attempt whose completion was not recorded, or purged: nothing to send.
      const message = await findMail(db, payload.mailId);
      if (!message) return;
      await transport.deliver(message);
      await deleteMail(db, payload.mailId);
    },
    async onGiveUp(payload) {
      if ('mailId' in payload) await deleteMail(db, payload.mailId);
    },
  };
}
