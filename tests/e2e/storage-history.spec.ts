import {
  createConfiguredApplication,
  expect,
  expectNoAxeViolations,
  signUpViaApi,
  test,
  toastWith,
} from './fixtures.ts';
import { PHOTO, buyPlan, uploadViaApi } from './plans-helpers.ts';

test('secure storage lists the real document, downloads it and deletes it after confirmation', async ({ page }) => {
  await signUpViaApi(page);
  await buyPlan(page, 'pro');
  const id = await createConfiguredApplication(page);
  const docId = await uploadViaApi(page, id, 'photo', PHOTO);
  // Storage shows the document's own status: wait for its analysis to settle first.
  let status = 'uploaded';
  await expect
    .poll(
      async () => {
        const docs = (await (await page.request.get(`/api/applications/${id}/documents`)).json()) as {
          id: number;
          status: string;
        }[];
        status = docs.find((d) => d.id === docId)?.status ?? 'missing';
        return status;
      },
      { timeout: 60_000 },
    )
    .not.toBe('uploaded');
  await page.goto('/storage-details');
  await expect(page.getByRole('heading', { name: 'Secure Storage' })).toBeVisible();
  const row = page.getByTestId('stored-document');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('bg-grey.jpg');
  await expect(row).toContainText('Image');
  await expect(row).toContainText(status === 'failed' ? 'Rejected' : 'Active');
  await expect(page.getByTestId('total-documents')).toHaveText('1');
  // Days remaining come from the real expiry: about six months from now, never the original's fixed 179.
  const days = Number(await page.getByTestId('days-remaining').textContent());
  expect(days).toBeGreaterThanOrEqual(179);
  expect(days).toBeLessThanOrEqual(185);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }

  const pending = page.waitForEvent('download');
  await row.getByRole('button', { name: /Download/ }).click();
  expect((await pending).suggestedFilename()).toBe('bg-grey.jpg');
  await toastWith(page, 'Download Started');

  await row.getByRole('button', { name: 'Delete bg-grey.jpg' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('permanently deleted');
  await confirm.getByRole('button', { name: 'Delete permanently' }).click();
  await toastWith(page, 'Document Deleted');
  await expect(page.getByText('No documents stored yet')).toBeVisible();
  await expect(page.getByText('Documents from your applications will appear here')).toBeVisible();
  const left = await page.request.get(`/api/applications/${id}/documents`);
  expect(await left.json()).toEqual([]);
});

test('history lists the applications and View opens one read-only, with a way back into editing', async ({ page }) => {
  await signUpViaApi(page);
  await buyPlan(page, 'basic');
  await page.goto('/application-history');
  await expect(page.getByText('No applications yet')).toBeVisible();
  const id = await createConfiguredApplication(page);
  await uploadViaApi(page, id, 'photo', PHOTO);
  await page.reload();
  const item = page.getByRole('listitem').filter({ hasText: `#${id}` });
  await expect(item).toContainText('Passport Renewal');
  await expect(item).toContainText('Configured');
  await expect(item).toContainText(new Date().toLocaleDateString('en-US'));
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await item.getByRole('link', { name: /View/ }).click();
  await expect(page).toHaveURL(new RegExp(`/application/${id}$`));
  await expect(page.getByRole('heading', { name: `Passport Renewal #${id}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Documents (1)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Passport Photo' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('bg-grey.jpg');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Continue editing' }).click();
  await expect(page).toHaveURL(new RegExp(`/application/${id}\\?step=3$`));
});

test('a Basic account cannot start a second application and is shown the upgrade path', async ({ page }) => {
  await signUpViaApi(page);
  await buyPlan(page, 'basic');
  await createConfiguredApplication(page);
  // The history offers the upgrade, with the reason, instead of a New Application the server would refuse.
  await page.goto('/application-history');
  const offer = page.getByTestId('plan-limit');
  await expect(offer).toContainText('Your Basic plan allows 1 application. Upgrade to Pro to start another.');
  await expect(page.getByRole('link', { name: 'New Application' })).toHaveCount(0);
  await offer.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/pro-plan$/);
  await expect(page.getByRole('button', { name: 'Upgrade to Pro - $29.99' }).first()).toBeVisible();

  // Asked for directly, a second application is still refused by the server, with the same way up.
  await page.goto('/application?new=1');
  await page.getByRole('button', { name: 'Start Passport Renewal' }).click();
  const notice = page.getByTestId('plan-limit');
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Upgrade your plan' })).toBeVisible();
  const list = await page.request.get('/api/applications');
  expect(((await list.json()) as unknown[]).length).toBe(1);
});

test('new pages pass axe for visitors at 375 px and 1280 px', async ({ page }) => {
  for (const path of ['/pro-plan', '/storage-details']) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  }
  await page.goto('/pro-plan');
  for (const heading of [
    'Everything in Pro',
    'Basic vs Pro',
    'How Pro Plan Works',
    'Higher success rate',
    'Pro Support',
  ])
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Pro - $29.99' })).toHaveCount(2);
});
