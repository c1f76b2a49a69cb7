import type { Locator } from '@playwright/test';
import { expect, test, toastWith, uniqueEmail } from './fixtures.ts';

test.use({ viewport: { width: 375, height: 812 } });

/** Fails when the two boxes share any pixel. */
async function expectApart(a: Locator, b: Locator) {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  if (!boxA || !boxB) throw new Error('both elements must be on screen');
  const overlap =
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height;
  expect(overlap, `${JSON.stringify(boxA)} overlaps ${JSON.stringify(boxB)}`).toBe(false);
}

test('on a phone a success toast stays clear of the header and goes by itself', async ({ page }) => {
  await page.goto('/auth?tab=signup');
  await page.getByLabel('First name').fill('Mina');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill(uniqueEmail('toast'));
  await page.getByLabel('Password', { exact: true }).fill('Renew-2026-ok');
  await page.getByLabel('Confirm password').fill('Renew-2026-ok');
  await page.getByRole('button', { name: 'Create Account' }).click();
  const toast = await toastWith(page, 'Account created successfully');
  await expect(toast).toContainText('Welcome, Mina!');
  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();
  await expectApart(toast, page.locator('header').first());
  await expectApart(toast, logout);
  // Bottom centre: the toast spans the width and sits in the lower half of the screen.
  const box = await toast.boundingBox();
  expect(box!.y).toBeGreaterThan(812 / 2);
  expect(Math.abs(box!.x + box!.width / 2 - 375 / 2)).toBeLessThan(4);
  await expect(toast).toBeHidden({ timeout: 9_000 });
});

test('on a phone an error toast stays until its close button is pressed', async ({ page }) => {
  await page.route('**/api/auth/demo', (route) =>
    route.fulfill({ status: 429, json: { code: 'rate_limited', message: 'The demo is resting.' } }),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await page
    .getByRole('dialog', { name: 'Try the demo account' })
    .getByRole('button', { name: 'Sign In to Demo' })
    .click();
  const toast = await toastWith(page, 'Login Failed');
  await expect(toast).toContainText('The demo is resting.');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Try the demo account' })).toBeHidden();
  await expectApart(toast, page.locator('header').first());
  // Longer than a success toast lives (5 s): still there.
  await page.waitForTimeout(7_000);
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toBeHidden();
});
