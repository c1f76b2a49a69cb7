import { createConfiguredApplication, expect, expectNoAxeViolations, signUpViaApi, test } from './fixtures.ts';
import { buyPlan } from './plans-helpers.ts';

test('an admin lands on the admin dashboard', async ({ page }) => {
  const res = await page.request.post('/api/auth/login', {
    data: { email: 'admin@passportbuddy.example', password: 'admin-e2e-pass' },
  });
  expect(res.status()).toBe(200);
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Review queue/ })).toBeVisible();
});

test('a paid Pro user: home, logo and help pages lead to the Pro dashboard', async ({ page }) => {
  await signUpViaApi(page, 'pro');
  await buyPlan(page, 'pro');
  await page.goto('/');
  await expect(page).toHaveURL(/\/pro-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Pro Dashboard' })).toBeVisible();
  for (const path of ['/document-guidelines', '/photo-requirements', '/faq']) {
    await page.goto(path);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/pro-dashboard$/);
  }
  await page.goto('/faq');
  await page.getByRole('link', { name: 'Passport Buddy home' }).click();
  await expect(page).toHaveURL(/\/pro-dashboard$/);
  await page.getByRole('link', { name: 'View Storage Details' }).click();
  await expect(page).toHaveURL(/\/storage-details$/);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/pro-dashboard$/);
});

test('the Pro dashboard, its dialogs and the application view pass axe at 375 px and 1280 px', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpViaApi(page);
  await buyPlan(page, 'pro');
  const id = await createConfiguredApplication(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/pro-dashboard');
    const card = page.getByTestId(`dashboard-application-${id}`);
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page);
    for (const action of ['Request Manual Review', 'Detailed Report', 'Secure Download', 'Feedback']) {
      await card.getByRole('button', { name: action }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // Focus moves into the dialog and Escape closes it.
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await page.goto(`/application/${id}`);
    await expect(page.getByRole('heading', { name: `Passport Renewal #${id}` })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('a paid Express user on the Pro dashboard is sent to their own dashboard, not to a purchase', async ({ page }) => {
  await signUpViaApi(page);
  await buyPlan(page, 'express');
  await page.goto('/pro-dashboard');
  await expect(page.getByRole('heading', { name: 'Pro Plan Required' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Pro - $29.99' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to my Express dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Express Dashboard' })).toBeVisible();
});
