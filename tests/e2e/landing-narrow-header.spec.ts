import { expect, test } from './fixtures.ts';

// The narrowest common phone: the header's account buttons must keep their labels inside themselves.
test.use({ viewport: { width: 375, height: 812 } });

test('at 375 px the landing header fits: nothing overflows and each button holds its label', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Account' });
  await expect(nav.getByRole('link', { name: 'Create Account' })).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  for (const name of ['Sign In', 'Create Account']) {
    const link = nav.getByRole('link', { name });
    // The label's text box (a Range over its text), against the button's border box.
    const boxes = await link.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return {
        text: { left: text.left, right: text.right, top: text.top, bottom: text.bottom, height: text.height },
        box: { left: box.left, right: box.right, top: box.top, bottom: box.bottom },
        lineHeight: parseFloat(getComputedStyle(el).lineHeight),
        viewport: window.innerWidth,
      };
    });
    expect(boxes.text.left, `${name} text starts inside its button`).toBeGreaterThanOrEqual(boxes.box.left);
    expect(boxes.text.right, `${name} text ends inside its button`).toBeLessThanOrEqual(boxes.box.right);
    expect(boxes.text.top).toBeGreaterThanOrEqual(boxes.box.top);
    expect(boxes.text.bottom).toBeLessThanOrEqual(boxes.box.bottom);
    expect(boxes.text.height, `${name} stays on one line`).toBeLessThanOrEqual(boxes.lineHeight + 1);
    expect(boxes.box.right, `${name} is on screen`).toBeLessThanOrEqual(boxes.viewport);
  }

  // Kept with the run's results (not compared with a baseline, which would tie the test to one machine's fonts).
  const header = page.getByRole('banner').first();
  await header.screenshot({ path: testInfo.outputPath('landing-header-375.png') });
  await page.screenshot({ path: testInfo.outputPath('landing-375.png') });
});

test('at 375 px the 4-step picture reads at 12 px or more', async ({ page }) => {
  await page.goto('/');
  const steps = page.getByTestId('process-steps');
  await steps.scrollIntoViewIfNeeded();
  await expect(steps.getByText('Verified on our server')).toBeVisible();
  // Every piece of text in the picture, at the size it is drawn on screen (an SVG's text scales with it).
  const sizes = await steps.evaluate((root) =>
    [...root.querySelectorAll('span, text')]
      .filter((el) => el.childNodes.length > 0 && [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE))
      .map((el) => {
        const size = parseFloat(getComputedStyle(el).fontSize);
        const svg = el.closest('svg');
        const scale = svg ? svg.getBoundingClientRect().width / svg.viewBox.baseVal.width : 1;
        return { text: el.textContent, px: size * scale };
      }),
  );
  expect(sizes.length).toBeGreaterThanOrEqual(12);
  expect(sizes.filter((s) => s.px < 12)).toEqual([]);
});
