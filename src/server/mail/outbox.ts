import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The embedded mail transport: each message becomes an .eml file in DATA_DIR/outbox. */
export class OutboxMailer {
  constructor(private readonly dir: string) {}

  async send(message: MailMessage): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
    const header = (value: string) => value.replace(/[\r\n]+/g, ' ');
    const eml = [
      'From: Passport Buddy <no-reply@passportbuddy.example>',
      `To: ${header(message.to)}`,
      `Subject: ${header(message.subject)}`,
      `Date: ${new Date().toUTCString()}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      message.text,
    ].join('\r\n');
    await writeFile(path.join(this.dir, `${id}.eml`), eml, { mode: 0o600 });
    return id;
  }
}
