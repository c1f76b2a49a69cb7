import { createConfiguredApplication, expect, signUpViaApi, test, toastWith } from './fixtures.ts';

type Saved = { details: Record<string, string> };

test('two tabs editing different fields of one draft both keep their change', async ({ page }) => {
  await signUpViaApi(page);
  const id = await createConfiguredApplication(page);
  await page.goto(`/application/${id}?step=4`);
  await page.getByLabel('Full Name *').fill('Asha Rao');

  // Another tab, opened on the same (empty) draft, saves a different field first.
  const other = await page.request.post(`/api/applications/${id}/details`, {
    data: { isDraft: true, fatherName: 'Ravi Rao', base: { fatherName: '' } },
  });
  expect(other.status()).toBe(200);

  await page.getByRole('button', { name: 'Save Progress' }).click();
  await toastWith(page, 'Progress saved');
  const saved = (await (await page.request.get(`/api/applications/${id}`)).json()) as Saved;
  expect(saved.details).toMatchObject({ fullName: 'Asha Rao', fatherName: 'Ravi Rao' });
  // The other tab's change now shows here too.
  await expect(page.getByLabel("Father's Name *")).toHaveValue('Ravi Rao');
});

test('the same field changed in two tabs is not overwritten, and the form names it and loads the latest', async ({
  page,
}) => {
  await signUpViaApi(page);
  const id = await createConfiguredApplication(page);
  await page.goto(`/application/${id}?step=4`);
  await page.getByLabel('Full Name *').fill('Asha Rao');
  await page.getByLabel("Mother's Name *").fill('Lakshmi Rao');

  const other = await page.request.post(`/api/applications/${id}/details`, {
    data: { isDraft: true, fullName: 'Asha R. from the other tab', base: { fullName: '' } },
  });
  expect(other.status()).toBe(200);

  await page.getByRole('button', { name: 'Save Progress' }).click();
  const toast = await toastWith(page, 'Error saving application');
  await expect(toast).toContainText('Full Name was changed in another tab or device since you opened this form.');
  const saved = (await (await page.request.get(`/api/applications/${id}`)).json()) as Saved;
  expect(saved.details.fullName).toBe('Asha R. from the other tab');
  // What was typed here stays on the page until the user chooses to load the latest.
  await expect(page.getByLabel('Full Name *')).toHaveValue('Asha Rao');

  await page.getByRole('button', { name: 'Load latest version' }).click();
  await expect(page.getByLabel('Full Name *')).toHaveValue('Asha R. from the other tab');
  await expect(page.getByLabel("Mother's Name *")).toHaveValue('Lakshmi Rao');
  await page.getByRole('button', { name: 'Save Progress' }).click();
  await toastWith(page, 'Progress saved');
  const merged = (await (await page.request.get(`/api/applications/${id}`)).json()) as Saved;
  expect(merged.details).toMatchObject({ fullName: 'Asha R. from the other tab', motherName: 'Lakshmi Rao' });
});
