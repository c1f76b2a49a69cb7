import path from 'node:path';
import { createConfiguredApplication, expect, signUpViaApi, startCheckout, test } from './fixtures.ts';

const FIXTURES = path.resolve('tests/fixtures');

test('a visa uploaded as the current passport is refused in plain words, with nothing read from it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await page.goto(await startCheckout(page));
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  const id = await createConfiguredApplication(page);
  await page.goto(`/application/${id}?step=2`);
  await page
    .getByLabel('Upload Current Passport')
    .setInputFiles(path.join(FIXTURES, 'passports-real/originals/arg0s-visas-france.png'));
  await page.getByRole('button', { name: 'Proceed to AI Verification' }).click();

  const passport = page.getByTestId('passport-analysis-panel');
  await expect(passport).toContainText("This looks like a visa, not a passport's photo page.", { timeout: 60_000 });
  await expect(passport).toContainText('Upload the photo page of your current passport.');
  // Not the "could not be read" note: the page was read, and it is a visa.
  await expect(passport).not.toContainText('could not be read');
  await expect(passport).not.toContainText('Passport number');
});
