import path from 'node:path';
import type { Locator } from '@playwright/test';
import { createConfiguredApplication, expect, expectNoAxeViolations, signUpViaApi, test } from './fixtures.ts';
import { buyPlan, FIXTURES, uploadViaApi } from './plans-helpers.ts';

const PHOTO = path.join(FIXTURES, 'photos/good.jpg');

/** The photo really rendered: the browser decoded the server's thumbnail (not an empty frame). */
async function expectPhotoShown(photo: Locator) {
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /^\/api\/documents\/\d+\/thumbnail$/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test('after a reload the owner still sees their photo, with the face box and head-size guide (paid)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await buyPlan(page, 'pro');
  const appId = await createConfiguredApplication(page);
  await uploadViaApi(page, appId, 'photo', PHOTO);
  await page.goto(`/application/${appId}?step=3`);
  const panel = page.getByTestId('photo-analysis-panel');
  await expect(panel.getByTestId('photo-overlay')).toBeVisible({ timeout: 90_000 });

  // A fresh page load: nothing of the upload is left in this tab, so the photo comes from the server.
  await page.reload();
  await expect(panel.getByTestId('photo-overlay')).toBeVisible({ timeout: 30_000 });
  await expectPhotoShown(panel.getByTestId('photo-thumbnail'));
  await expect(panel.getByTestId('photo-face-box')).toBeAttached();
  await expect(panel.getByTestId('photo-guide-crown')).toBeAttached();
  await expect(panel.getByTestId('photo-guide-chin')).toBeAttached();
  await expect(panel).not.toContainText('shown only in the browser tab');
  // Plain words lead; the numbers wait behind "How we measured".
  await expect(panel.getByTestId('photo-check-properLighting-summary')).not.toHaveText(/\d/);
  await expectNoAxeViolations(page);
});

test('without paid access the owner sees the photo itself, with no guides', async ({ page }) => {
  test.setTimeout(60_000);
  await signUpViaApi(page);
  const appId = await createConfiguredApplication(page);
  await uploadViaApi(page, appId, 'photo', PHOTO);
  await page.goto(`/application/${appId}?step=3`);
  const panel = page.getByTestId('photo-analysis-panel');
  await expect(panel.getByTestId('unlock-card')).toBeVisible();
  await expectPhotoShown(panel.getByTestId('photo-thumbnail'));
  await expect(panel.getByTestId('photo-overlay')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
