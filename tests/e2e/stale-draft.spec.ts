import { createConfiguredApplication, expect, signUpViaApi, test, toastWith } from './fixtures.ts';

test('a draft saved from another tab in the meantime is not overwritten, and the form says so', async ({ page }) => {
  await signUpViaApi(page);
  const id = await createConfiguredApplication(page);
  await page.goto(`/application/${id}?step=4`);
  await page.getByLabel('Full Name *').fill('Asha Rao');

  // Another tab saves first.
  const other = await page.request.post(`/api/applications/${id}/details`, {
    data: { isDraft: true, fullName: 'Asha R. from the other tab' },
  });
  expect(other.status()).toBe(200);

  await page.getByRole('button', { name: 'Save Progress' }).click();
  const toast = await toastWith(page, 'Error saving application');
  await expect(toast).toContainText('This form was saved from another tab or device since you opened it.');
  const saved = (await (await page.request.get(`/api/applications/${id}`)).json()) as { details: { fullName: string } };
  expect(saved.details.fullName).toBe('Asha R. from the other tab');
  // What was typed here stays on the page and on this device.
  await expect(page.getByLabel('Full Name *')).toHaveValue('Asha Rao');
});
