import { expect, expectNoAxeViolations, signUpViaApi, test } from './fixtures.ts';

const WIDTHS = [375, 1280];

test('the landing page shows every section', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Smart Passport Renewal Assistant');
  await expect(page.locator('#features-title + ul > li')).toHaveCount(6);
  // The 4-step picture: drawn icons, its words as page text (docs/decisions/0046-mobile-layout.md).
  const steps = page.getByRole('figure', { name: 'How it works in 4 steps' });
  await expect(steps.getByRole('listitem')).toHaveText([
    /Step 1: Choose\s*Pick renewal or new/,
    /Step 2: Upload\s*Photo and documents/,
    /Step 3: AI check\s*Verified on our server/,
    /Step 4: Download\s*Your complete PDF/,
  ]);
  const plans = page.locator('#plans-title + ul > li');
  await expect(plans).toHaveCount(3);
  await expect(plans.nth(0)).toContainText('$9.99');
  await expect(plans.nth(1)).toContainText('$29.99');
  await expect(plans.nth(2)).toContainText('$49.99');
  await expect(page.locator('#testimonials-title + ul > li')).toHaveCount(3);
  await expect(page.getByRole('contentinfo')).toContainText('© 2025');
  await expect(page.getByRole('contentinfo')).toContainText('Business Hours Support');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\?tab=login$/);
});

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('landing has no axe violations and no horizontal scroll', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    test('auth page has no axe violations in either tab', async ({ page }) => {
      await page.goto('/auth?tab=login');
      await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/auth?tab=signup');
      await expect(page.getByLabel('Confirm password')).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    test('the 404 page has no axe violations', async ({ page }) => {
      await signUpViaApi(page);
      await page.goto('/missing-page');
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

const HELP_AND_POLICY_PAGES = [
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/document-guidelines',
  '/photo-requirements',
  '/faq',
  '/services',
  '/legal',
  '/pricing',
];

test.describe('help, policy and pricing pages at 375px', () => {
  test.use({ viewport: { width: 375, height: 900 } });
  for (const path of HELP_AND_POLICY_PAGES) {
    test(`${path} has one heading, fits the screen and has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }
});
