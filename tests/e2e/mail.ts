import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Waits until the loopback SMTP receiver (smtp-global-setup.ts) has a message that matches. */
export async function waitForMail(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  const dir = path.resolve('.tmp/e2e-smtp');
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readdirSync(dir)
          .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as ReceivedMail)
          .find(match);
        return found !== undefined;
      },
      { timeout: 30_000, message: 'the e-mail should arrive at the SMTP receiver' },
    )
    .toBe(true);
  return found!;
}
