import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

// Status codes the app answers on purpose (signed-out status check, wrong password, unknown account,
// analysis locked, a plan's limit or a staff-only area, Google sign-in not configured); the browser logs each
// as a console error, which is not a defect.
const EXPECTED_HTTP_ERRORS =
  /Failed to load resource: the server responded with a status of (401|402|403|404|409|429|501)/;

/** Every test fails on an unexpected console error or uncaught page error. */
export const test = base.extend<{ failOnConsoleErrors: void }>({
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !EXPECTED_HTTP_ERRORS.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

let counter = 0;
export const uniqueEmail = (prefix = 'e2e') => `${prefix}-${Date.now()}-${process.pid}-${++counter}@example.com`;

/** Signs a new user up through the API (sharing the page's cookies), skipping the form. */
export async function signUpViaApi(page: Page, plan: 'basic' | 'pro' | 'express' = 'basic') {
  const email = uniqueEmail();
  const res = await page.request.post('/api/auth/signup', {
    data: { firstName: 'Test', lastName: 'Person', email, password: 'Renew-2026-ok', plan },
  });
  expect(res.status()).toBe(201);
  return { email, password: 'Renew-2026-ok' };
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

/** A toast (sonner renders each as [data-sonner-toast]) showing `title`. */
export async function toastWith(page: Page, title: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await expect(toast).toBeVisible();
  return toast;
}

const US_CONFIG = {
  countryOfResidence: 'US',
  timeline: 'normal',
  reason: 'expiring',
  consulate: 'sf',
  emailNotifications: true,
  smsNotifications: false,
};

/** Creates an application through the API and saves its step-1 configuration; returns its id. */
export async function createConfiguredApplication(page: Page, config: Partial<typeof US_CONFIG> = {}) {
  const res = await page.request.post('/api/applications', { data: { type: 'renewal', status: 'draft' } });
  const app = (await res.json()) as { id: number };
  await page.request.patch(`/api/applications/${app.id}`, {
    data: { status: 'configured', config: { ...US_CONFIG, ...config } },
  });
  return app.id;
}

/** Starts a test-mode purchase; the returned /success URL completes it when visited or verified. */
export async function startCheckout(page: Page, planId: 'basic' | 'pro' | 'express' = 'basic') {
  const res = await page.request.post('/api/create-payment-intent', { data: { planId } });
  return ((await res.json()) as { checkoutUrl: string }).checkoutUrl;
}
