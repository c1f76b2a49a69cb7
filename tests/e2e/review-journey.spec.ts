import { createConfiguredApplication, expect, signUpViaApi, test, toastWith } from './fixtures.ts';
import { waitForMail } from './mail.ts';
import { PHOTO, buyPlan, uploadViaApi } from './plans-helpers.ts';

const ADMIN = { email: 'admin@passportbuddy.example', password: 'admin-e2e-pass' };

test('a Pro user requests a review, staff take it, note a document and complete it; the user sees the verdict and is e-mailed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email } = await signUpViaApi(page, 'pro');
  await buyPlan(page, 'pro');
  const id = await createConfiguredApplication(page);
  await uploadViaApi(page, id, 'photo', PHOTO);

  await page.goto('/pro-dashboard');
  const card = page.getByTestId(`dashboard-application-${id}`);
  await card.getByRole('button', { name: 'Request Manual Review' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Notes for the reviewer (optional)').fill('Is my photo background white enough?');
  await dialog.getByRole('button', { name: 'Request Manual Review' }).click();
  await toastWith(page, 'Manual Review Requested');
  await expect(card).toContainText('Review Requested');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  expect((await staff.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  await staff.goto('/admin');
  await staff.getByRole('tab', { name: /Review queue/ }).click();
  const item = staff.getByTestId(`review-${id}`);
  await expect(item).toContainText('Is my photo background white enough?');
  await expect(item).toContainText('left');
  await item.getByRole('button', { name: 'Assign to me' }).click();
  await expect(item).toContainText('Reviewer: Admin');
  await item.getByRole('button', { name: 'Start review' }).click();
  await expect(item).toContainText('Under Review');
  await item.getByText('bg-grey.jpg').click();
  // The photo itself, from the staff thumbnail route (each view audited).
  const photo = item.getByTestId('photo-thumbnail');
  await expect(photo).toHaveAttribute('src', /^\/api\/admin\/documents\/\d+\/thumbnail$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await item.getByLabel('Reviewer notes for this document').fill('Background is grey: retake against a white wall.');
  await item.getByRole('button', { name: 'Save notes' }).click();
  await toastWith(staff, 'Notes saved');
  await item.getByLabel('Feedback for the applicant').fill('Please retake the photo against a plain white wall.');
  await item.getByLabel('Verdict').selectOption('changes_needed');
  await item.getByRole('button', { name: 'Complete review' }).click();
  await toastWith(staff, 'Review completed');
  await expect(item).toHaveCount(0);
  await staffContext.close();

  await page.reload();
  // The verdict in words and colour, and the status it moved the application to.
  await expect(card).toContainText('Review Complete: Changes needed');
  await expect(card).toContainText('Failed');
  await card.getByRole('button', { name: 'Manual Review' }).click();
  const verdict = page.getByRole('dialog').getByTestId('review-verdict');
  await expect(verdict).toContainText('Verdict: Changes needed.');
  await expect(verdict).toContainText('Please retake the photo against a plain white wall.');
  await expect(verdict).toHaveClass(/bg-amber-50/);

  const mail = await waitForMail((m) => m.to.includes(email) && m.subject === 'Your review is complete');
  expect(mail.text).toContain('Please retake the photo against a plain white wall.');
});
