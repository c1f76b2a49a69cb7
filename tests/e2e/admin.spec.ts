import type { Browser, Page } from '@playwright/test';
import {
  createConfiguredApplication,
  expect,
  expectNoAxeViolations,
  signUpViaApi,
  test,
  toastWith,
} from './fixtures.ts';
import { waitForMail } from './mail.ts';

const ADMIN = { email: 'admin@passportbuddy.example', password: 'admin-e2e-pass' };
const FORM = {
  fullName: 'Asha Rao',
  fatherName: 'Ravi Rao',
  motherName: 'Lakshmi Rao',
  dateOfBirth: '1990-04-03',
  placeOfBirth: 'Bengaluru',
  emergencyContact: '+1 415 555 0100',
  currentAddress: '1200 Market Street, Apt 5, San Francisco, CA 94102, USA',
  permanentAddress: '12 MG Road, Bengaluru, Karnataka 560001, India',
  passportNumber: 'K1234567',
  passportIssueDate: '2016-05-01',
  passportExpiryDate: '2026-04-30',
};

async function submittedApplication(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { email } = await signUpViaApi(page);
  const id = await createConfiguredApplication(page);
  expect((await page.request.post(`/api/applications/${id}/details`, { data: FORM })).status()).toBe(200);
  await context.close();
  return { id, email };
}

async function signInAsAdmin(page: Page) {
  expect((await page.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
}

test('staff find a submitted application, open it, mark it verified and the applicant is e-mailed over SMTP', async ({
  page,
  browser,
}) => {
  const applicant = await submittedApplication(browser);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Manage passport applications and monitor system activity')).toBeVisible();
  await expect(page.getByTestId('stat-totalApplications')).not.toHaveText('—');

  await page.getByPlaceholder('Search by application ID or user ID...').fill(String(applicant.id));
  const row = page.getByTestId(`admin-row-${applicant.id}`);
  await expect(row).toContainText('Submitted');
  await row.getByRole('button', { name: `View application #${applicant.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Application #${applicant.id} Details` });
  await expect(dialog.getByText('Documents (0)')).toBeVisible();
  await expect(dialog.getByText('No documents uploaded yet.')).toBeVisible();
  await dialog.getByLabel('Update Status').selectOption('verified');
  await toastWith(page, 'Status updated');
  await expect(row).toContainText('Verified');

  const mail = await waitForMail((m) => m.to.includes(applicant.email) && m.subject.includes(`#${applicant.id}`));
  expect(mail.text).toContain('Verified');
  expect(mail.html).toContain('Verified');

  await dialog.getByRole('button', { name: 'Send Status Update' }).click();
  await toastWith(page, 'Notification sent');

  await page.keyboard.press('Escape');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString()).toContain(`${applicant.id},`);
});

test('an admin makes a user staff from /admin, and the new staff member gets in', async ({ page, browser }) => {
  const other = await browser.newContext();
  const person = await other.newPage();
  const { email } = await signUpViaApi(person);
  await person.goto('/admin');
  await expect(person.getByRole('heading', { name: 'Staff only' })).toBeVisible();

  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Staff' }).click();
  await page.getByLabel('Find a person').fill(email);
  await page.getByRole('button', { name: 'Make staff' }).click();
  await toastWith(page, 'Role updated');

  await person.reload();
  await expect(person.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(person.getByRole('tab', { name: 'Staff' })).toHaveCount(0);
  await other.close();

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByRole('cell', { name: 'user.role' }).first()).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`/admin has no axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsAdmin(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByTestId('stat-totalUsers')).not.toHaveText('—');
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: /Review queue/ }).click();
    await expectNoAxeViolations(page);
  });
}
