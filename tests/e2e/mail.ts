import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Messages received so far: `.json` files only (others are being written); one that does not parse is skipped. */
function receivedMail(dir: string): ReceivedMail[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => {
      try {
        return [JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as ReceivedMail];
      } catch {
        return []; // looked at again on the next poll
      }
    });
}

/** Waits until the loopback SMTP receiver (smtp-global-setup.ts) has a message that matches. */
export async function waitForMail(match: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  const dir = path.resolve('.tmp/e2e-smtp');
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = receivedMail(dir).find(match);
        return found !== undefined;
      },
      { timeout: 30_000, message: 'the e-mail should arrive at the SMTP receiver' },
    )
    .toBe(true);
  return found!;
}
