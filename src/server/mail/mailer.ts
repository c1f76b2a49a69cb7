import type { JobDefinition, JobQueue } from '../jobs/job-queue.ts';
import type { MailMessage, MailTransport } from './transport.ts';

export const SEND_EMAIL_JOB = 'send-email';

/**
 * Mail is queued, never sent inside a request: a slow or failing SMTP server cannot block or fail the
 * action that caused it. The job retries with the queue's backoff (docs/decisions/email.md).
 */
export class Mailer {
  /** Set once the background runner starts, so a queued message goes out now rather than at the next poll. */
  wake: (() => void) | undefined;

  constructor(
    private readonly queue: JobQueue,
    readonly transport: MailTransport,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await this.queue.enqueue(SEND_EMAIL_JOB, message, 6);
    this.wake?.();
  }
}

export function sendEmailJob(transport: MailTransport): JobDefinition<MailMessage> {
  return {
    name: SEND_EMAIL_JOB,
    lockMs: 60_000,
    maxAttempts: 6,
    async handle(message) {
      await transport.deliver(message);
    },
  };
}
