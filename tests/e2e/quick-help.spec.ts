import { expect, expectNoAxeViolations, test } from './fixtures.ts';

test('Quick Help opens by itself once on the landing page and answers with a citation', async ({ page }) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Quick Help' });
  await expect(panel).toBeVisible(); // opens after 2 s with no click
  await panel.getByLabel('Ask Quick Help').fill('I lost my passport, which documents do I need?');
  await panel.getByRole('button', { name: 'Send' }).click();
  const answer = panel.getByRole('listitem').filter({ hasText: 'Police report' });
  await expect(answer).toBeVisible();
  await answer.getByRole('link', { name: 'Document Guidelines' }).click();
  await expect(page).toHaveURL(/\/document-guidelines$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Document Guidelines' })).toBeVisible();

  // Closed by the user, it stays closed when they come back to the landing page in this tab.
  await page.getByRole('button', { name: 'Close Quick Help' }).click();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForFunction(() => sessionStorage.getItem('quickHelpAutoOpened') === '1');
  await expect(page.getByRole('button', { name: 'Quick Help' })).toHaveAttribute('aria-expanded', 'false');
});

test('Quick Help says when it does not know, offers a person, and sends no blank message', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Quick Help' }).click();
  const panel = page.getByRole('region', { name: 'Quick Help' });
  await panel.getByLabel('Ask Quick Help').fill('   ');
  await expect(panel.getByRole('button', { name: 'Send' })).toBeDisabled();
  await panel.getByLabel('Ask Quick Help').fill('Who won the cricket match?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByText(/I don't know the answer/)).toBeVisible();
  await panel.getByRole('button', { name: 'Chat with a person' }).click();
  await expect(page.getByRole('region', { name: 'Live Chat' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Quick Help' })).toBeHidden();
});

test('Asking Quick Help for a human opens live chat; its answer is still there afterwards', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Quick Help' }).click();
  const panel = page.getByRole('region', { name: 'Quick Help' });
  await panel.getByLabel('Ask Quick Help').fill('can I talk to a human');
  await panel.getByRole('button', { name: 'Send' }).click();
  const liveChat = page.getByRole('region', { name: 'Live Chat' });
  await expect(liveChat).toBeVisible();
  await expect(liveChat.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(panel).toBeHidden();

  await liveChat.getByRole('button', { name: 'Close Live Chat' }).click();
  await page.getByRole('button', { name: 'Quick Help' }).click();
  await expect(panel.getByText(/Opening Live Chat/)).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`/support with Quick Help open has no axe violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/support');
    await page.getByRole('button', { name: 'Quick Help' }).click();
    const panel = page.getByRole('region', { name: 'Quick Help' });
    await panel.getByLabel('Ask Quick Help').fill('What size should the photo be?');
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByRole('link', { name: 'Photo Requirements' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
