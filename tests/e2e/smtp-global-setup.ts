import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpReceiver } from '../support/smtp-receiver.ts';

export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2626);
export const E2E_MAIL_DIR = path.resolve('.tmp/e2e-smtp');

/**
 * A real SMTP server on loopback for the browser tests: the e2e server sends through it (SMTP_URL), and each
 * message it receives is written as JSON for the tests to read: under a temporary name first, then renamed, so a
 * reader never parses half a file.
 */
export default async function globalSetup() {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let count = 0;
  const receiver = await startSmtpReceiver(E2E_SMTP_PORT, (mail) => {
    const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
    const record = {
      to,
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
    };
    const name = `${Date.now()}-${++count}`;
    writeFileSync(path.join(E2E_MAIL_DIR, `.${name}.tmp`), JSON.stringify(record));
    renameSync(path.join(E2E_MAIL_DIR, `.${name}.tmp`), path.join(E2E_MAIL_DIR, `${name}.json`));
  });
  return () => receiver.close();
}
