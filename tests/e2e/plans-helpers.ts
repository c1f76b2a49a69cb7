import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { expect, startCheckout } from './fixtures.ts';

export const FIXTURES = path.resolve('tests/fixtures');
export const PHOTO = path.join(FIXTURES, 'photos/bg-grey.jpg');

/** Completes a test-mode purchase of `planId` through the API (the page's cookies). */
export async function buyPlan(page: Page, planId: 'basic' | 'pro' | 'express') {
  const checkoutUrl = await startCheckout(page, planId);
  const paid = await page.request.get(`/api/payment-success?${checkoutUrl.split('?')[1]}`);
  expect(((await paid.json()) as { success: boolean }).success).toBe(true);
}

const MIME_TYPES: Record<string, string> = { '.png': 'image/png', '.pdf': 'application/pdf' };

/** Uploads a fixture into an application's slot through the API; returns the document id. */
export async function uploadViaApi(page: Page, applicationId: number, type: string, file: string) {
  const res = await page.request.post(`/api/applications/${applicationId}/documents`, {
    multipart: {
      type,
      file: {
        name: path.basename(file),
        mimeType: MIME_TYPES[path.extname(file)] ?? 'image/jpeg',
        buffer: await readFile(file),
      },
    },
  });
  expect(res.status()).toBeLessThan(300);
  return ((await res.json()) as { id: number }).id;
}

export async function downloadedBytes(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}
