import { readFile } from 'node:fs/promises';
import {
  createConfiguredApplication,
  expect,
  expectNoAxeViolations,
  signUpViaApi,
  test,
  toastWith,
} from './fixtures.ts';
import { PHOTO, downloadedBytes, uploadViaApi } from './plans-helpers.ts';

test('buy Pro in test mode, then request a manual review and download the report and a document', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  const id = await createConfiguredApplication(page);
  await uploadViaApi(page, id, 'photo', PHOTO);

  // The upsell: the button goes through 'Processing...' to the test-mode checkout and lands on the dashboard.
  await page.goto('/pro-plan');
  await page.getByRole('button', { name: 'Upgrade to Pro - $29.99' }).first().click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page).toHaveURL(/\/pro-dashboard$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Pro Dashboard' })).toBeVisible();
  await page.goto('/pro-plan');
  await expect(page.getByText("You're currently on the Pro Plan")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Pro - $29.99' })).toHaveCount(0);

  await page.goto('/pro-dashboard');
  const card = page.getByTestId(`dashboard-application-${id}`);
  await expect(card).toContainText('Not Requested');

  // Manual review with optional notes: pending -> requested, and the request button is gone.
  await card.getByRole('button', { name: 'Request Manual Review' }).click();
  const review = page.getByRole('dialog');
  await expect(review.getByText('Request received')).toBeVisible();
  await review.getByLabel('Notes for the reviewer (optional)').fill('Please check my photo background.');
  await review.getByRole('button', { name: 'Request Manual Review' }).click();
  await toastWith(page, 'Manual Review Requested');
  await expect(card).toContainText('Review Requested');
  await expect(card.getByRole('button', { name: 'Request Manual Review' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Manual Review' }).click();
  await expect(page.getByRole('dialog').getByText('Review Requested')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Request Manual Review' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Priority: one way, the button disappears.
  await card.getByRole('button', { name: 'Enable Priority' }).click();
  await toastWith(page, 'Priority Processing Enabled');
  await expect(card.getByRole('button', { name: 'Enable Priority' })).toHaveCount(0);

  // Detailed report: .txt under the spec's name with the application's real content, and a PDF.
  await card.getByRole('button', { name: 'Detailed Report' }).click();
  const report = page.getByRole('dialog');
  await expect(report.getByRole('heading', { name: 'Passport Photo' })).toBeVisible();
  // Each check leads with a plain sentence; the numbers open from "How we measured", by keyboard too.
  const background = report.getByTestId('analysis-row-photo.backgroundLight');
  await expect(background).toContainText('Fail: The background is', { timeout: 90_000 });
  const measured = background.getByText(/^Measured: /);
  await expect(measured).toBeHidden();
  await background.getByText('How we measured').focus();
  await page.keyboard.press('Enter');
  await expect(measured).toBeVisible();
  await expect(report).not.toContainText(/text_layer|Confidence: 1|Needs human review: Fail|\d{4}-\d{2}-\d{2}T/);
  const txtDownload = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Download Report (.txt)' }).click();
  const txt = await txtDownload;
  expect(txt.suggestedFilename()).toBe(`passport-verification-report-${id}.txt`);
  const txtText = (await downloadedBytes(txt)).toString('utf8');
  expect(txtText).toContain('bg-grey.jpg');
  expect(txtText).toContain('Fail: The background is');
  expect(txtText).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}|text_layer|Confidence: 1/);
  await toastWith(page, 'Report Downloaded');
  const pdfDownload = page.waitForEvent('download');
  await report.getByRole('button', { name: 'Download PDF' }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`passport-verification-report-${id}.pdf`);
  expect((await downloadedBytes(pdf)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Feedback: disabled while blank, clears once sent.
  const feedback = report.getByLabel('Your feedback');
  await expect(report.getByRole('button', { name: 'Submit Feedback' })).toBeDisabled();
  await feedback.fill('   ');
  await expect(report.getByRole('button', { name: 'Submit Feedback' })).toBeDisabled();
  await feedback.fill('Clear report, thank you.');
  await report.getByRole('button', { name: 'Submit Feedback' }).click();
  await toastWith(page, 'Feedback Submitted');
  await expect(feedback).toHaveValue('');
  await page.keyboard.press('Escape');

  // Secure download: the chosen document, decrypted, under its own name.
  await card.getByRole('button', { name: 'Secure Download' }).click();
  const docDownload = page.waitForEvent('download');
  await page.getByRole('dialog').getByRole('button', { name: 'Download' }).click();
  const doc = await docDownload;
  expect(doc.suggestedFilename()).toBe('bg-grey.jpg');
  expect((await downloadedBytes(doc)).equals(await readFile(PHOTO))).toBe(true);
  await toastWith(page, 'Document Downloaded');
});

test('the Pro dashboard asks for the upgrade without Pro, and offers the purchase to an unpaid Pro sign-up', async ({
  page,
}) => {
  await signUpViaApi(page, 'pro');
  await page.goto('/');
  await expect(page).toHaveURL(/\/pro-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Pro Plan Required' })).toBeVisible();
  await expect(
    page.getByText(
      'This dashboard is only available for Pro Plan users. Please upgrade your account to access Pro features.',
    ),
  ).toBeVisible();
  await expect(page.getByText('You chose the Pro plan when you signed up')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Pro - $29.99' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to my application' })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
});
