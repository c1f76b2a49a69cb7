import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, expectNoAxeViolations, signUpViaApi, test, toastWith } from './fixtures.ts';

const FIXTURES = path.resolve('tests/fixtures');
const STANDARD_FONTS = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`;

async function pdfText(file: string): Promise<string> {
  const doc = await getDocument({
    data: new Uint8Array(await readFile(file)),
    isEvalSupported: false,
    standardFontDataUrl: STANDARD_FONTS,
  }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((i) => ('str' in i ? i.str : '')).join(' ') + '\n';
  }
  return text;
}

test('the whole journey: start, configure, upload, fill, save, submit, download the PDF', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await page.goto('/');

  // Step 1: start and configure.
  await page.getByRole('button', { name: 'Start Passport Renewal' }).click();
  await toastWith(page, 'Application created');
  await page.getByLabel('Country of residence').selectOption('UK');
  await page.getByLabel('Reason for renewal').selectOption('lost');
  await expect(page.getByRole('list', { name: 'Documents you need' })).toContainText(/police/i);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue to Document Upload' }).click();

  // Step 2: upload a photo and an address proof; reload keeps the step.
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByRole('button', { name: 'Proceed to AI Verification' })).toBeDisabled();
  await page.getByLabel('Upload Passport Photo').setInputFiles(path.join(FIXTURES, 'photos/good.jpg'));
  await toastWith(page, 'Document uploaded successfully - AI analysis has started and will complete shortly.');
  await page
    .getByLabel('Upload Address Proof (abroad)')
    .setInputFiles(path.join(FIXTURES, 'documents/uk-utility-bill.pdf'));
  await expect(page.getByTestId('slot-address_proof')).toContainText('uk-utility-bill.pdf');
  await page.reload();
  await expect(page.getByTestId('slot-photo')).toContainText('good.jpg');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Proceed to AI Verification' }).click();

  // Step 3 -> 4.
  await expect(page).toHaveURL(/step=3/);
  await page.getByRole('button', { name: 'Continue to Form' }).click();

  // Step 4: the form; submit checks every field first.
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Full Name *').fill('Asha Rao');
  await page.getByLabel("Father's Name *").fill('Ravi Rao');
  await page.getByLabel("Mother's Name *").fill('Lakshmi Rao');
  await page.getByLabel('Date of Birth *').fill('1990-04-03');
  await page.getByLabel('Place of Birth *').fill('Bengaluru');
  await page.getByLabel('Emergency Contact (phone) *').fill('+44 20 7946 0000');
  await page.getByLabel('Current Address (outside India) *').fill('10 Downing Street, London SW1A 2AA, United Kingdom');
  await page.getByLabel('Permanent Address (in India) *').fill('12 MG Road, Bengaluru, Karnataka 560001');
  await page.getByRole('button', { name: 'Save Progress' }).click();
  await toastWith(page, 'Progress saved');

  // A reload keeps what was typed.
  await page.reload();
  await expect(page.getByLabel('Full Name *')).toHaveValue('Asha Rao');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await toastWith(page, 'Application details saved');

  // The success screen says what is left, never "complete": two required documents were never uploaded.
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  const headline = page.getByTestId('readiness-headline');
  await expect(headline).toHaveText(/^Saved, \d+ things to fix before your appointment$/);
  const todo = page.getByRole('list', { name: 'Things to fix before your appointment' });
  // A lost passport: the police report (additional slot) is required, the lost passport's copy optional.
  await expect(todo).toContainText('Additional Documents not uploaded yet');
  await expect(todo).not.toContainText('Current Passport not uploaded yet');
  await expect(page.getByTestId('verification-progress')).not.toHaveText('100%');
  await expectNoAxeViolations(page);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^passport-application-\d+\.pdf$/);
  const text = await pdfText(await download.path());
  expect(text).toContain('Asha Rao');
  expect(text).toMatch(/London/);
  expect(text).toMatch(/Saved, \d+ things to fix before your appointment/);
  expect(text).not.toContain('Ready for your appointment');

  // The history says the same.
  await page.goto('/application-history');
  await expect(page.getByText(/Saved, \d+ things to fix before your appointment/)).toBeVisible();

  // /success without a session id claims no plan for an account that has not paid.
  await page.goto('/success');
  await expect(page.getByRole('heading', { name: 'No payment confirmed' })).toBeVisible();
});
