import { createConfiguredApplication, expect, signUpViaApi, test } from './fixtures.ts';

const ADMIN = { email: 'admin@passportbuddy.example', password: 'admin-e2e-pass' };

test('the admin filters, page and tab live in the URL: a reload keeps them and a link shares them', async ({
  page,
  browser,
}) => {
  const applicant = await browser.newContext();
  const applicantPage = await applicant.newPage();
  await signUpViaApi(applicantPage);
  const id = await createConfiguredApplication(applicantPage);
  await applicant.close();

  expect((await page.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  await page.goto('/admin');
  await page.getByPlaceholder('Search by application ID or user ID...').fill(String(id));
  await page.getByLabel('Status', { exact: true }).selectOption('configured');
  await page.getByLabel('Type', { exact: true }).selectOption('renewal');
  await expect(page).toHaveURL(new RegExp(`search=${id}`));
  await expect(page).toHaveURL(/status=configured/);
  await expect(page).toHaveURL(/type=renewal/);
  const row = page.getByTestId(`admin-row-${id}`);
  await expect(row).toBeVisible();

  await page.reload();
  await expect(page.getByPlaceholder('Search by application ID or user ID...')).toHaveValue(String(id));
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('configured');
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('renewal');
  await expect(row).toBeVisible();
  await expect(page.getByText(/applications · page 1 of 1/)).toBeVisible();

  // Another status filter leaves the row out, and so does the same link opened elsewhere.
  await page.getByLabel('Status', { exact: true }).selectOption('verified');
  await expect(page.getByText('No applications match these filters.')).toBeVisible();
  const shared = page.url();
  const colleague = await browser.newContext();
  const colleaguePage = await colleague.newPage();
  expect((await colleaguePage.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  await colleaguePage.goto(shared);
  await expect(colleaguePage.getByLabel('Status', { exact: true })).toHaveValue('verified');
  await expect(colleaguePage.getByText('No applications match these filters.')).toBeVisible();
  await colleague.close();

  // The tab too.
  await page.getByRole('tab', { name: /Review queue/ }).click();
  await expect(page).toHaveURL(/tab=reviews/);
  await page.reload();
  await expect(page.getByRole('tab', { name: /Review queue/ })).toHaveAttribute('aria-selected', 'true');
});

test('a link with a bad filter value falls back for that filter only', async ({ page }) => {
  expect((await page.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  await page.goto('/admin?status=nonsense&type=renewal&page=-3&tab=nowhere');
  await expect(page.getByRole('tab', { name: 'Applications' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('all');
  await expect(page.getByLabel('Type', { exact: true })).toHaveValue('renewal');
  await expect(page.getByText(/applications · page 1 of/)).toBeVisible();
});
