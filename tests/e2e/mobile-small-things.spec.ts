import path from 'node:path';
import type { Page } from '@playwright/test';
import { createConfiguredApplication, expect, expectNoAxeViolations, signUpViaApi, test } from './fixtures.ts';
import { FIXTURES, buyPlan, uploadViaApi } from './plans-helpers.ts';

// Issue 22 parts 3 and 4 (docs/decisions/0046-mobile-layout.md): slot colours, /login, Quick Help's manners, and axe
// on the pages this work changed, at a phone's width and a laptop's.

const ADMIN = { email: 'admin@passportbuddy.example', password: 'admin-e2e-pass' };

/** Quick Help opens by itself 2 s into the landing page (spec): wait for that moment, not a fixed sleep. */
async function pastAutoOpenMoment(page: Page) {
  await page.waitForFunction((ms) => performance.now() > ms, 2_500);
}

test('upload slots take the spec colours: green verified, red failed or refused, yellow otherwise', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await buyPlan(page, 'basic');
  const id = await createConfiguredApplication(page);
  // A photo the checks verify (photo-could-not-check.spec.ts) and a passport slot left empty.
  await uploadViaApi(page, id, 'photo', path.join(FIXTURES, 'photos/calibration-L025-passport-white.jpg'));
  await page.goto(`/application/${id}?step=2`);

  const photo = page.getByTestId('slot-photo');
  const passport = page.getByTestId('slot-passport');
  await expect(passport).toContainText('Pending Upload');
  await expect(passport).toHaveAttribute('data-tone', 'yellow');
  await expect(photo).toContainText('Verified', { timeout: 90_000 });
  await expect(photo).toHaveAttribute('data-tone', 'green');
  const green = await photo.evaluate((el) => getComputedStyle(el).boxShadow);

  // Replaced by a photo on a grey background, which fails: red.
  await uploadViaApi(page, id, 'photo', path.join(FIXTURES, 'photos/bg-grey.jpg'));
  await page.reload();
  await expect(photo).toContainText('Failed', { timeout: 90_000 });
  await expect(photo).toHaveAttribute('data-tone', 'red');
  // Three different rings, not one colour with three labels.
  const rings = [
    green,
    ...(await Promise.all([photo, passport].map((slot) => slot.evaluate((el) => getComputedStyle(el).boxShadow)))),
  ];
  expect(new Set(rings).size).toBe(3);

  // A file refused before it is sent turns its slot red too.
  await page
    .getByLabel('Upload Passport Photo')
    .setInputFiles(path.join(FIXTURES, 'documents/application-form-fields.pdf'));
  await expect(photo).toContainText('The photo must be a JPEG or PNG image.');
  await expect(photo).toHaveAttribute('data-tone', 'red');

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
});

test('/login is the alternative sign-in page: Continue with Google and the marketing statistics', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign In · Passport Buddy');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    const stats = page.getByRole('region', { name: 'Trusted by Indians renewing abroad' });
    for (const [value, label] of [
      ['99%', 'success rate'],
      ['15-minute', 'setup'],
      ['10k+', 'applications'],
      ['99.8%', 'accuracy'],
    ]) {
      await expect(stats.getByRole('definition').filter({ hasText: value })).toBeVisible();
      await expect(stats.getByRole('term').filter({ hasText: label })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  }
  // /auth is the plain tabs; its sign-up tab is named in the browser tab.
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trusted by Indians renewing abroad' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Create Account' }).click();
  await expect(page).toHaveTitle('Create Account · Passport Buddy');
});

test('Quick Help never opens by itself on the signed-in home (the application screen)', async ({ page }) => {
  await signUpViaApi(page);
  await createConfiguredApplication(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Passport Renewal');
  await pastAutoOpenMoment(page);
  await expect(page.getByRole('button', { name: 'Quick Help' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Quick Help' })).toHaveCount(0);
});

test('Quick Help steps aside while a dialog is open and never opens above one', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start your renewal' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await pastAutoOpenMoment(page);
  await expect(page.getByRole('button', { name: 'Quick Help', exact: true })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Quick Help' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  // With the dialog gone it is back, and its chance to open by itself comes with the next scroll.
  await expect(page.getByRole('button', { name: 'Quick Help', exact: true })).toBeVisible();
  await page.mouse.wheel(0, 300);
  await expect(page.getByRole('region', { name: 'Quick Help' })).toBeVisible();
});

test('at 375 px Quick Help opens by itself only where it covers no main action', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const start = page.getByRole('button', { name: 'Start your renewal' });
  await expect(start).toBeVisible();
  await pastAutoOpenMoment(page);
  // Over the hero it would cover "Start your renewal": it waits, the button stays clear and clickable.
  await expect(page.getByRole('region', { name: 'Quick Help' })).toHaveCount(0);
  await start.click({ trial: true });
  // Scrolled on to the features, it opens by itself, once.
  await page.getByRole('heading', { name: 'Everything your application needs' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  const panel = page.getByRole('region', { name: 'Quick Help' });
  await expect(panel).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('quickHelpAutoOpened'))).toBe('1');
  await expectNoAxeViolations(page);
});

test('the changed pages pass axe at 375 px and 1280 px', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await buyPlan(page, 'basic');
  const id = await createConfiguredApplication(page);
  await uploadViaApi(page, id, 'photo', path.join(FIXTURES, 'photos/bg-grey.jpg'));
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  expect((await admin.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  for (const width of [375, 1280]) {
    for (const p of [page, admin]) await p.setViewportSize({ width, height: 900 });
    await page.goto(`/application/${id}`);
    await expect(page.getByText('bg-grey.jpg').first()).toBeVisible();
    await expect(page.getByText('Plain white background')).toBeVisible({ timeout: 60_000 });
    await expectNoAxeViolations(page);
    await page.goto('/application-history');
    await expect(page.getByTestId('plan-limit')).toBeVisible();
    await expectNoAxeViolations(page);
    await admin.goto('/admin');
    await expect(admin.getByRole('button', { name: `View application #${id}` })).toBeVisible();
    await expectNoAxeViolations(admin);
    await admin.goto('/admin?tab=audit');
    await expect(admin.getByRole('tab', { name: 'Audit log', selected: true })).toBeVisible();
    await expectNoAxeViolations(admin);
  }
  await staff.close();
});
