import type { Page } from '@playwright/test';
import { expect, signUpViaApi, test, toastWith, uniqueEmail } from './fixtures.ts';
import { waitForMail } from './mail.ts';

/** Signs up through the API, then signs out: an account to sign in to through the page. */
async function signedOutAccount(page: Page) {
  const account = await signUpViaApi(page);
  await page.request.post('/api/auth/logout');
  return account;
}

async function signInOnPage(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel(/I have read the application guidelines/).check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await toastWith(page, 'Login successful');
}

test('a signed-out visit to a signed-in page asks to sign in, then lands on that page', async ({ page }) => {
  const account = await signedOutAccount(page);
  await page.goto('/application-history');
  await expect(page).toHaveURL(/\/auth\?tab=login&next=%2Fapplication-history$/);
  await signInOnPage(page, account);
  await expect(page).toHaveURL(/\/application-history$/);
  await expect(page.getByRole('heading', { name: 'Application History' })).toBeVisible();
});

test('the page asked for survives a switch to Create Account, query string and all', async ({ page }) => {
  await page.goto('/admin?tab=reviews');
  await expect(page).toHaveURL(/next=%2Fadmin%3Ftab%3Dreviews/);
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/tab=signup&next=%2Fadmin%3Ftab%3Dreviews|next=%2Fadmin%3Ftab%3Dreviews&tab=signup/);
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await signInOnPage(page, { email: 'admin@passportbuddy.example', password: 'admin-e2e-pass' });
  await expect(page).toHaveURL(/\/admin\?tab=reviews$/);
  await expect(page.getByRole('tab', { name: /Review queue/ })).toHaveAttribute('aria-selected', 'true');
});

test('unknown paths still show the landing page to visitors', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Smart Passport Renewal Assistant' })).toBeVisible();
});

for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
  test(`next=${next} never leaves the site: sign-in lands on the home page`, async ({ page }) => {
    const account = await signedOutAccount(page);
    await page.goto(`/auth?tab=login&next=${encodeURIComponent(next)}`);
    await signInOnPage(page, account);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
}

test('Continue with Google returns to the page asked for', async ({ page }) => {
  await page.goto('/application-history');
  await page.getByLabel(/I have read the application guidelines/).check();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible();
  await page.getByLabel('Email address').fill(uniqueEmail('google-next'));
  await page.getByLabel('This address is verified').setChecked(true);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/application-history$/);
  await expect(page.getByRole('heading', { name: 'Application History' })).toBeVisible();
});

test('an e-mailed sign-in link returns to the page asked for', async ({ page }) => {
  const { email } = await signedOutAccount(page);
  await page.goto('/application-history');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await toastWith(page, 'Check your e-mail');
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject.includes('sign-in link'));
  const link = /https?:\/\/\S+\/api\/auth\/sign-in-link\/\S+/.exec(mail.text)?.[0];
  expect(link).toContain('next=%2Fapplication-history');
  await page.goto(link!);
  await expect(page).toHaveURL(/\/application-history$/);
  await expect(page.getByRole('heading', { name: 'Application History' })).toBeVisible();
});

test('asking for a sign-in link without an e-mail address points at the field', async ({ page }) => {
  await page.goto('/auth?tab=login');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Email is required' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
});
