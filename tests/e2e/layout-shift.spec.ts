import type { Page } from '@playwright/test';
import { buyPlan } from './plans-helpers.ts';
import { expect, signUpViaApi, test } from './fixtures.ts';

// Issue 11: CLS under 0.1 on the public pages, on a phone-sized screen where a late block shifts the most.
test.use({ viewport: { width: 375, height: 812 } });

/** Cumulative layout shift as Lighthouse counts it (shifts without recent input), once the page has settled. */
async function layoutShiftOf(page: Page, url: string): Promise<{ total: number; sources: string[] }> {
  await page.goto(url);
  // Not 'networkidle': the help widgets keep a connection open. The page's heading means the app has rendered.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return page.evaluate(
    () =>
      new Promise<{ total: number; sources: string[] }>((resolve) => {
        let total = 0;
        const sources: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources ?? []) {
              const node = source.node;
              sources.push(node instanceof Element ? node.outerHTML.slice(0, 80) : String(node?.nodeName));
            }
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the first callback; two quiet seconds catch late data (config, session, plans).
        setTimeout(() => resolve({ total, sources }), 2000);
      }),
  );
}

for (const url of ['/', '/auth', '/pricing']) {
  test(`${url} does not shift while it loads (signed out)`, async ({ page }) => {
    const shift = await layoutShiftOf(page, url);
    expect(shift.total, `shifted: ${shift.sources.join(' | ')}`).toBeLessThan(0.1);
  });
}

test('/pricing does not shift for a signed-in user with a paid plan', async ({ page }) => {
  await signUpViaApi(page);
  await buyPlan(page, 'pro');
  const shift = await layoutShiftOf(page, '/pricing');
  await expect(page.getByText('Analysis results unlocked')).toBeVisible();
  expect(shift.total, `shifted: ${shift.sources.join(' | ')}`).toBeLessThan(0.1);
});
