import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  createConfiguredApplication,
  expect,
  expectNoAxeViolations,
  signUpViaApi,
  test,
  toastWith,
} from './fixtures.ts';

const FIXTURES = path.resolve('tests/fixtures');

/** Signs up, creates and configures an application through the API, then opens its upload step. */
async function applicationAtUpload(page: Page) {
  await signUpViaApi(page);
  const id = await createConfiguredApplication(page);
  await page.goto(`/application/${id}?step=2`);
  return id;
}

test('without paid access the analysis is locked, and the test-mode purchase unlocks it', async ({ page }) => {
  test.setTimeout(150_000);
  const appId = await applicationAtUpload(page);
  await page.getByLabel('Upload Passport Photo').setInputFiles(path.join(FIXTURES, 'photos/bg-grey.jpg'));
  await toastWith(page, 'Document uploaded successfully - AI analysis has started and will complete shortly.');
  await page.getByRole('button', { name: 'Proceed to AI Verification' }).click();
  const unlock = page.getByTestId('unlock-card').first();
  await expect(unlock).toContainText('Unlock AI analysis results');
  await expectNoAxeViolations(page);

  // Buy in test mode: pricing -> success -> home.
  await unlock.getByRole('link').click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByText(/test mode/i).first()).toBeVisible();
  await page.getByRole('button', { name: /Choose Basic/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });

  // The analysis ran meanwhile: the photo panel shows the measured checks.
  await page.goto(`/application/${appId}?step=3`);
  const panel = page.getByTestId('photo-analysis-panel');
  await expect(panel.getByTestId('photo-check-backgroundLight')).toBeVisible({ timeout: 90_000 });
  await expect(panel).toContainText('Issues Found');
  await expect(panel.getByTestId('photo-check-backgroundLight')).toContainText(/Fail/i);
  await expect(panel.getByRole('progressbar', { name: /score/i })).toBeVisible();
  await expect(panel.getByTestId('photo-overlay')).toBeVisible();
  // Fix my photo: the cropped 630x810 file downloads.
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: /Download digital photo/ }).click();
  expect((await download).suggestedFilename()).toBe('passport-photo-630x810.jpg');
  // Print sheets in the mission's size (San Francisco: 2 x 2 in) on 4 x 6 in and A6 paper.
  await expect(panel.getByTestId('photo-print-size')).toContainText('San Francisco asks for prints of 2 x 2 in');
  await expect(panel.getByRole('button', { name: 'Print sheet (4 x 6 in), 6 prints of 2 x 2 in' })).toBeVisible();
  const sheet = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Print sheet (A6), 4 prints of 2 x 2 in' }).click();
  expect((await sheet).suggestedFilename()).toBe('passport-photo-sheet-a6-2x2in.jpg');
  await expectNoAxeViolations(page);
});

test('a refused upload is explained and nothing is sent', async ({ page }) => {
  await applicationAtUpload(page);
  await page.getByLabel('Upload Passport Photo').setInputFiles(path.join(FIXTURES, 'documents/uk-utility-bill.pdf'));
  await expect(page.getByTestId('slot-photo')).toContainText('The photo must be a JPEG or PNG image.');
  await expect(page.getByRole('button', { name: 'Proceed to AI Verification' })).toBeDisabled();
});
