import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signUpViaApi, test, uniqueEmail } from './fixtures.ts';
import { waitForMail } from './mail.ts';

/** /auth → tick the guidelines → Continue with Google → the loopback provider's sign-in form. */
async function continueWithGoogle(page: Page, person: { email: string; verified: boolean }) {
  await page.goto('/auth');
  await page.getByLabel(/I have read the application guidelines/).check();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible();
  await page.getByLabel('Email address').fill(person.email);
  await page.getByLabel('This address is verified').setChecked(person.verified);
  await page.getByRole('button', { name: 'Continue' }).click();
}

const signedInEmail = async (page: Page) => {
  const res = await page.request.get('/api/auth/user');
  return res.ok() ? ((await res.json()) as { email: string }).email : undefined;
};

test('Continue with Google creates the account and lands signed in', async ({ page }) => {
  await page.goto('/auth');
  await expectNoAxeViolations(page);
  const email = uniqueEmail('google');
  await continueWithGoogle(page, { email, verified: true });
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await signedInEmail(page)).toBe(email);
});

test('Google links an existing password account only once both sides proved the address', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  // Signed in but unconfirmed: the banner says so and offers the link again.
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Confirm your e-mail address' });
  await expect(banner).toContainText('Please confirm your e-mail address');
  await expect(banner.getByRole('button', { name: 'Send the link again' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.request.post('/api/auth/logout');

  // An account whose address nobody proved is never connected to Google (someone else may have made it).
  await continueWithGoogle(page, { email, verified: true });
  await expect(page.getByText('its address has not been confirmed yet')).toBeVisible();
  expect(await signedInEmail(page)).toBeUndefined();

  // The owner opens the confirmation link from the e-mail.
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject.includes('Confirm your e-mail'));
  const link = /https?:\/\/\S+\/api\/auth\/verify-email\/[\w-]+/.exec(mail.text)?.[0] ?? '';
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  await page.context().clearCookies({ name: /^_session/ });

  await continueWithGoogle(page, { email, verified: false });
  await expect(page.getByRole('heading', { name: 'We could not sign you in with Google' })).toBeVisible();
  await expect(page.getByText('Google has not confirmed that the address belongs to you')).toBeVisible();
  expect(await signedInEmail(page)).toBeUndefined();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=login$/);

  // Sign out at the provider (its session cookie) so it asks again, now for a verified address.
  await page.context().clearCookies({ name: /^_session/ });
  await continueWithGoogle(page, { email, verified: true });
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await signedInEmail(page)).toBe(email);
});
