// Not the strict fixture: this test makes a page fail on purpose, and checks the error is logged.
import { expect, test } from '@playwright/test';
import { signUpViaApi } from './fixtures.ts';

const HISTORY_CODE = '**/assets/application-history-page-*.js';

test('a page that fails shows a way back, logs the error, and Try again recovers', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await signUpViaApi(page);
  // The page's code cannot be fetched (a release replaced it, the network dropped): rendering it throws.
  await page.route(HISTORY_CODE, (route) => route.abort());
  await page.goto('/application-history');

  await expect(page.getByRole('heading', { name: 'Something went wrong on this page' })).toBeVisible();
  // Only the page failed: the header is still there.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(errors.some((e) => e.includes('this page failed to render'))).toBe(true);

  await page.unroute(HISTORY_CODE);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Application History' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong on this page' })).toHaveCount(0);
});

test('the home link leaves a failed page', async ({ page }) => {
  await signUpViaApi(page);
  await page.route(HISTORY_CODE, (route) => route.abort());
  await page.goto('/application-history');
  await expect(page.getByRole('heading', { name: 'Something went wrong on this page' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Start Passport Renewal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong on this page' })).toHaveCount(0);
});
