import { createConfiguredApplication, expect, expectNoAxeViolations, signUpViaApi, test } from './fixtures.ts';
import { PHOTO, buyPlan, uploadViaApi } from './plans-helpers.ts';

test('Passport Buddy lists a failed photo check and its link opens the photo fixer', async ({ page }) => {
  test.setTimeout(150_000);
  await signUpViaApi(page);
  await buyPlan(page, 'basic');
  const appId = await createConfiguredApplication(page);
  await page.goto(`/application/${appId}?step=2`);

  const buddy = page.getByRole('region', { name: 'Passport Buddy' });
  await expect(buddy).toContainText('Step 2: Document Upload');
  await expect(buddy).toContainText('Missing copies of passport pages');
  await expect(buddy.getByRole('list', { name: 'Open problems' })).toContainText('Passport Photo not uploaded yet');

  await uploadViaApi(page, appId, 'photo', PHOTO);
  // The analysis runs in the background; Buddy follows the document poll.
  const problem = buddy.getByRole('listitem').filter({ hasText: 'Your photo failed the photo check' });
  await expect(problem).toBeVisible({ timeout: 90_000 });
  await expect(problem).toContainText(/background/i);
  await expect(buddy).not.toContainText('Passport Photo not uploaded yet');
  await expectNoAxeViolations(page);

  await problem.getByRole('link', { name: 'Fix the photo' }).click();
  await expect(page).toHaveURL(new RegExp(`/application/${appId}\\?step=3#photo-analysis$`));
  await expect(buddy).toContainText('Step 3: AI Verification');
  const panel = page.getByTestId('photo-analysis-panel');
  await expect(panel).toBeFocused();
  await expect(panel.getByRole('button', { name: /Download digital photo/ })).toBeVisible();
});

test('without paid access the failed photo links to its upload slot', async ({ page }) => {
  test.setTimeout(150_000);
  await signUpViaApi(page);
  const appId = await createConfiguredApplication(page);
  await uploadViaApi(page, appId, 'photo', PHOTO);
  await page.goto(`/application/${appId}?step=3`);
  const buddy = page.getByRole('region', { name: 'Passport Buddy' });
  // Without paid access: that it needs attention, never why.
  const problem = buddy.getByRole('listitem').filter({ hasText: 'Your photo needs attention' });
  await expect(problem).toBeVisible({ timeout: 90_000 });
  await expect(problem).toContainText('unlock it on the pricing page');
  await expect(buddy).not.toContainText('Your photo failed the photo check');
  await problem.getByRole('link', { name: 'Replace the passport photo' }).click();
  await expect(page).toHaveURL(new RegExp(`step=2#slot-photo$`));
  await expect(page.getByTestId('slot-photo')).toBeFocused();
  await expect(page.getByTestId('slot-photo')).toContainText('Replace Document');

  // Quick Help knows the step too: its question carries step 2.
  await page.getByRole('button', { name: 'Quick Help', exact: true }).click();
  await page.getByLabel('Ask Quick Help').fill('What photo size do I need?');
  const asked = page.waitForRequest('**/api/chat/quick-help');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  expect((await asked).postDataJSON()).toMatchObject({ context: { page: `/application/${appId}`, step: 2 } });
});
