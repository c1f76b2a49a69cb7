import { readFile } from 'node:fs/promises';
import {
  createConfiguredApplication,
  expect,
  expectNoAxeViolations,
  signUpViaApi,
  test,
  toastWith,
} from './fixtures.ts';
import { PHOTO, buyPlan, downloadedBytes, uploadViaApi } from './plans-helpers.ts';

test('an Express sign-up buys Express from its dashboard, then requests expert review and downloads', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, 'express');
  await page.goto('/');
  await expect(page).toHaveURL(/\/express-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Express Plan Required' })).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to Express - $49.99' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page).toHaveURL(/\/express-dashboard$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: 'Express Dashboard' })).toBeVisible();
  await expect(page.getByText('No applications yet')).toBeVisible();
  await expectNoAxeViolations(page);

  const id = await createConfiguredApplication(page);
  await uploadViaApi(page, id, 'photo', PHOTO);
  await page.reload();
  const card = page.getByTestId(`dashboard-application-${id}`);
  await expect(page.getByText('Total applications')).toBeVisible();

  await card.getByRole('button', { name: 'Request Expert Review' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Request Expert Review' }).click();
  await toastWith(page, 'Expert Review Requested');
  await expect(card).toContainText('Review Requested');

  await card.getByRole('button', { name: 'Express Priority' }).click();
  await toastWith(page, 'Express Priority Activated');

  await card.getByRole('button', { name: 'Download' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Available for 12 months');
  const pending = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  const download = await pending;
  expect(download.suggestedFilename()).toBe('bg-grey.jpg');
  expect((await downloadedBytes(download)).equals(await readFile(PHOTO))).toBe(true);
  const toast = await toastWith(page, 'Document Downloaded');
  await expect(toast).toContainText('Available for 12 months');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Support Chat' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: /Support Center/ })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
});

test('an agency creates an API key on the Express dashboard, a program files for a client with it, then it is revoked', async ({
  page,
  playwright,
}) => {
  await signUpViaApi(page, 'express');
  await buyPlan(page, 'express');
  await page.goto('/express-dashboard');
  const section = page.getByRole('region', { name: 'API access for agencies' });
  await section.getByLabel('Key name').fill('Filing robot');
  await section.getByLabel('Access').selectOption('write');
  await section.getByRole('button', { name: 'Create key' }).click();
  const key = (await section.getByTestId('new-api-key').textContent())?.trim() ?? '';
  expect(key).toMatch(/^pb_/);
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'I have saved it' }).click();
  await expect(section.getByTestId('new-api-key')).toHaveCount(0);

  // A program with nothing but the key.
  const program = await playwright.request.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { authorization: `Bearer ${key}` },
  });
  const filed = await program.post('/api/applications', { data: { type: 'renewal', clientName: 'Meera Iyer' } });
  expect(filed.status()).toBe(201);
  const { id } = (await filed.json()) as { id: number };

  await page.reload();
  await expect(page.getByTestId(`dashboard-application-${id}`)).toContainText('For Meera Iyer');
  const keys = page.getByRole('list', { name: 'Your API keys' });
  await expect(keys).toContainText('Filing robot');
  await expect(keys).toContainText('last used');

  page.once('dialog', (dialog) => void dialog.accept());
  await keys.getByRole('button', { name: 'Revoke Filing robot' }).click();
  await toastWith(page, 'Key revoked');
  expect((await program.get('/api/applications')).status()).toBe(401);
  await program.dispose();
});
