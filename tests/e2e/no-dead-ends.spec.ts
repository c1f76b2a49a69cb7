import { expect, signUpViaApi, test } from './fixtures.ts';
import { buyPlan } from './plans-helpers.ts';

test('an admin lands on /admin, which leads somewhere other than back to itself', async ({ page }) => {
  const res = await page.request.post('/api/auth/login', {
    data: { email: 'admin@passportbuddy.example', password: 'admin-e2e-pass' },
  });
  expect(res.status()).toBe(200);
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin$/);
  const onward = page.getByRole('main').getByRole('link');
  await expect(onward.first()).toBeVisible();
  for (const href of await onward.evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
    expect(href).not.toBe('/');
  await page.getByRole('link', { name: 'My applications' }).click();
  await expect(page.getByRole('heading', { name: 'Application History' })).toBeVisible();
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
