import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same content as HTML; plain-text only messages omit it. */
  html?: string;
}

export const MAIL_FROM = 'Passport Buddy <no-reply@passportbuddy.example>';

/** Where a rendered message goes: an SMTP server when SMTP_URL is set, else the outbox folder. */
export interface MailTransport {
  deliver(message: MailMessage): Promise<string>;
}

/** Real delivery through nodemailer's SMTP transport (e.g. smtp://user:pass@host:587). */
export class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter;
  constructor(url: string) {
    this.transporter = nodemailer.createTransport(url);
  }
  async deliver(message: MailMessage): Promise<string> {
    const info = await this.transporter.sendMail({ from: MAIL_FROM, ...message });
    return String(info.messageId);
  }
}

/**
 * The embedded default: nodemailer builds the same MIME message and it is written to DATA_DIR/outbox as .eml.
 * Written under a temporary name in the same folder and renamed when complete, so whoever reads `.eml` files
 * (an operator's tool, the tests) never sees half a message.
 */
export class OutboxTransport implements MailTransport {
  private readonly transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  constructor(private readonly dir: string) {}
  async deliver(message: MailMessage): Promise<string> {
    const info = await this.transporter.sendMail({ from: MAIL_FROM, ...message });
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
    const partial = path.join(this.dir, `.${id}.tmp`);
    try {
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, path.join(this.dir, `${id}.eml`));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return id;
  }
}
