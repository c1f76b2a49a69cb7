import { expect, expectNoAxeViolations, signUpViaApi, test, toastWith } from './fixtures.ts';

const STALE = 'This rule was last checked more than 180 days ago; the mission confirms.';

test('a lost passport in Germany at Munich: Tatkaal closed, police verification likely, police report, 50 x 50 mm', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page);
  await page.goto('/application?new=1');
  await page.getByRole('button', { name: 'Start Passport Renewal' }).click();
  await toastWith(page, 'Application created');

  await page.getByLabel('Country of residence').selectOption('DE');
  await page.getByLabel('Consulate location').selectOption({ label: 'Consulate General of India, Munich' });
  await page.getByLabel('Reason for renewal').selectOption('lost');

  const checklist = page.getByTestId('case-checklist');
  const documents = page.getByRole('list', { name: 'Documents you need' });
  await expect(documents).toContainText('Police report of the loss');
  await expect(checklist.getByRole('heading', { name: 'Tatkaal: Closed to you' })).toBeVisible();
  await expect(checklist.getByRole('heading', { name: 'Police verification: Likely' })).toBeVisible();
  await expect(checklist).toContainText(/adds about 4 to 6 weeks/);
  await expect(checklist).toContainText('Print size at this mission: 50 x 50 mm');
  await expect(checklist).toContainText('€');
  // Every document line names its source and the day it was checked, in the reader's locale.
  const police = documents.getByRole('listitem').filter({ hasText: 'Police report of the loss' });
  await expect(police.getByRole('link')).toHaveAttribute('href', /^https:\/\//);
  await expect(police).toContainText(/Checked on \w+/);
  // Every rule here was checked within 180 days: none says it is stale.
  await expect(checklist.getByText(STALE)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);

  // Saved, the upload step follows the case: the police report is required, the lost passport's copy optional.
  await page.getByRole('button', { name: 'Continue to Document Upload' }).click();
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByTestId('slot-additional-requirement')).toHaveText('Required for your case');
  await expect(page.getByTestId('slot-passport-requirement')).toHaveText('Optional for your case');
  await expect(page.getByTestId('slot-additional')).toContainText('Police report of the loss');
  await expectNoAxeViolations(page);

  // Back on step 1, the saved answers come back.
  await page.goto(page.url().replace('step=2', 'step=1'));
  await expect(page.getByLabel('Consulate location')).toHaveValue('cgi-munich');
  await expect(page.getByLabel('Reason for renewal')).toHaveValue('lost');
});

test('a first passport is not asked why it is renewed and needs no current passport', async ({ page }) => {
  // A year on, every rule is more than 180 days old and says so (the browser's clock decides "today").
  await page.clock.setFixedTime(new Date('2027-12-01T10:00:00Z'));
  await signUpViaApi(page);
  await page.goto('/application?new=1');
  await page.getByLabel(/New Passport Application/).check();
  await page.getByRole('button', { name: 'Start New Passport Application' }).click();
  await toastWith(page, 'Application created');
  await expect(page.getByLabel('Who is the passport for?')).toBeVisible();
  await expect(page.getByLabel('Reason for renewal')).toHaveCount(0);
  await expect(page.getByText(/why you are renewing/i)).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Documents you need' })).toContainText('Birth certificate');
  await expect(page.getByTestId('case-checklist').getByText(STALE).first()).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue to Document Upload' }).click();
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByText('Current Passport', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Current Passport not uploaded yet')).toHaveCount(0);
});
