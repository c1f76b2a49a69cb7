import path from 'node:path';
import { createConfiguredApplication, expect, signUpViaApi, startCheckout, test } from './fixtures.ts';

const FIXTURES = path.resolve('tests/fixtures');

test('the form is checked against the passport read from its MRZ, and fills from it', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  // Unlock analysis through the real test-mode purchase.
  await page.goto(await startCheckout(page));
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  const id = await createConfiguredApplication(page, { consulate: 'ny' });
  await page.goto(`/application/${id}?step=2`);
  await page.getByLabel('Upload Current Passport').setInputFiles(path.join(FIXTURES, 'passports/01-clean.png'));
  await page.getByRole('button', { name: 'Proceed to AI Verification' }).click();

  const passport = page.getByTestId('passport-analysis-panel');
  await expect(passport).toContainText('Z4830157', { timeout: 60_000 });
  await expect(passport).toContainText('SHARMA');
  await page.getByRole('button', { name: 'Continue to Form' }).click();

  await page.getByLabel('Full Name *').fill('Anita Kumari Sharma');
  await page.getByLabel('Date of Birth *').fill('1986-03-12');
  await expect(page.getByText('Matches document')).toBeVisible();
  await expect(page.getByText('Different from document')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Check these before you submit' })).toBeVisible();

  await page.getByRole('button', { name: 'Fill from my documents' }).click();
  await expect(page.getByLabel('Date of Birth *')).toHaveValue('1985-03-12');
  await expect(page.getByLabel('Current Passport Number')).toHaveValue('Z4830157');
});

test('the filled application form is read and fills the renewal form, field by field', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  const checkoutUrl = await startCheckout(page);
  const paid = await page.request.get(`/api/payment-success?${checkoutUrl.split('?')[1]}`);
  expect(((await paid.json()) as { success: boolean }).success).toBe(true);
  const id = await createConfiguredApplication(page);
  await page.goto(`/application/${id}?step=2`);
  await page
    .getByLabel('Upload Filled Passport Application')
    .setInputFiles(path.join(FIXTURES, 'documents/application-form-fields.pdf'));
  await page.getByRole('button', { name: 'Proceed to AI Verification' }).click();
  const panel = page.getByTestId('application-form-panel');
  await expect(panel).toContainText('Venkatesh Raman', { timeout: 60_000 });
  await expect(panel).toContainText("read from the PDF's form fields");

  await page.getByRole('button', { name: 'Continue to Form' }).click();
  await page.getByRole('button', { name: 'Fill from my documents' }).click();
  await expect(page.getByLabel('Full Name *')).toHaveValue('Priya Raman');
  await expect(page.getByLabel("Father's Name *")).toHaveValue('Venkatesh Raman');
  await expect(page.getByLabel('Date of Birth *')).toHaveValue('1988-04-17');
  await expect(page.getByLabel('Current Passport Number')).toHaveValue('K4821937');
  // The emergency contact is not on the filled form: it stays for the user to type.
  await expect(page.getByLabel('Emergency Contact (phone) *')).toHaveValue('');
});
