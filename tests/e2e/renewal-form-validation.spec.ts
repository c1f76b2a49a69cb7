import { createConfiguredApplication, expect, signUpViaApi, test, toastWith } from './fixtures.ts';
import { COMPLETE_FORM } from '../support/renewal-form.ts';
import { buyPlan } from './plans-helpers.ts';

test('an error says what is wrong and clears as soon as the field becomes valid', async ({ page }) => {
  await signUpViaApi(page);
  const id = await createConfiguredApplication(page);
  await page.goto(`/application/${id}?step=4`);
  const fullName = page.getByLabel('Full Name *');

  // Left after one letter: it is there, but too short, and the message says so.
  await fullName.fill('A');
  await fullName.blur();
  await expect(page.getByText('Full name must be at least 2 characters')).toBeVisible();
  await expect(fullName).toHaveAttribute('aria-invalid', 'true');
  // The second letter makes it valid: the message goes while typing, without leaving the field.
  await fullName.press('End');
  await fullName.pressSequentially('s');
  await expect(page.getByText('Full name must be at least 2 characters')).toHaveCount(0);
  await expect(fullName).not.toHaveAttribute('aria-invalid', 'true');

  // Emptied again: the spec's words for a missing value.
  await fullName.fill('');
  await expect(page.getByText('Full name is required')).toBeVisible();

  // Submit checks every field and focuses the first that is wrong.
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText("Father's name is required")).toBeVisible();
  await expect(fullName).toBeFocused();
});

test('auto-fill clears the errors of the fields it fills', async ({ page }) => {
  await signUpViaApi(page, 'pro');
  await buyPlan(page, 'pro');
  const previous = await createConfiguredApplication(page);
  const saved = await page.request.post(`/api/applications/${previous}/details`, { data: COMPLETE_FORM });
  expect(saved.status()).toBe(200);
  const id = await createConfiguredApplication(page);
  await page.goto(`/application/${id}?step=4`);

  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Emergency contact is required')).toBeVisible();

  await page.getByRole('button', { name: 'Auto-fill from last application' }).click();
  await toastWith(page, 'Auto-fill completed');
  await expect(page.getByLabel('Full Name *')).toHaveValue('Asha Rao');
  await expect(page.getByText('Full name is required')).toHaveCount(0);
  await expect(page.getByText('Emergency contact is required')).toHaveCount(0);
  await expect(page.getByLabel('Full Name *')).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Submit Application' }).click();
  await toastWith(page, 'Application details saved');
});

test('the draft still saves on this device as the user types, and comes back after a reload', async ({ page }) => {
  await signUpViaApi(page);
  const id = await createConfiguredApplication(page);
  await page.goto(`/application/${id}?step=4`);
  await page.getByLabel('Place of Birth *').fill('Pune');
  await expect(page.getByText(/^Draft saved on this device at \d{1,2}:\d{2}\s?[AP]M\.$/)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Place of Birth *')).toHaveValue('Pune');
  await expect(page.getByText('Restored your unsaved changes from this device.')).toBeVisible();
});
