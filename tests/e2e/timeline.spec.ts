import type { Page } from '@playwright/test';
import {
  createConfiguredApplication,
  expect,
  expectNoAxeViolations,
  signUpViaApi,
  test,
  toastWith,
} from './fixtures.ts';

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A San Francisco renewal with its form saved (the passport expires in 200 days), on the screen after the PDF. */
async function afterThePdf(page: Page) {
  await signUpViaApi(page);
  const id = await createConfiguredApplication(page);
  const saved = await page.request.post(`/api/applications/${id}/details`, {
    data: { isDraft: true, fullName: 'Asha Rao', passportExpiryDate: daysFromToday(200) },
  });
  expect(saved.status()).toBe(200);
  await page.goto(`/application/${id}?step=done`);
  return id;
}

for (const width of [375, 1280]) {
  test(`recording an appointment moves the timeline to the next step (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const id = await afterThePdf(page);
    const timeline = page.getByTestId('timeline');
    await expect(timeline.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByTestId('timeline-status-government_form')).toHaveText('Next');
    await expect(page.getByTestId('timeline-step-government_form')).toContainText(
      'Fill the government form for the Consulate General of India, San Francisco',
    );
    await expect(page.getByTestId('timeline-file-by')).toContainText('File by');
    await expectNoAxeViolations(page);

    // A date that has not happened yet is refused, with the field named.
    await page.getByLabel('Government form submitted on').fill(daysFromToday(10));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The date the form was submitted cannot be in the future.')).toBeVisible();
    await expect(page.getByLabel('Government form submitted on')).toHaveAttribute('aria-invalid', 'true');

    // From the keyboard: fill the fields and press Enter in one of them to save.
    await page.getByLabel('Government form submitted on').fill(daysFromToday(-20));
    await page.getByLabel('Appointment date').fill(daysFromToday(-3));
    await page.getByLabel('File number').fill('SF1234567890123');
    await page.getByLabel('File number').press('Enter');
    await toastWith(page, 'Saved');

    await expect(page.getByTestId('timeline-status-attend')).toHaveText('Done');
    await expect(page.getByTestId('timeline-status-dispatch')).toHaveText('Next');
    await expect(page.getByTestId('timeline-step-dispatch')).toContainText('Expected on');
    await expect(page.getByText('When to chase, if your passport has not come')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Saved on the server: a reload shows the same.
    await page.reload();
    await expect(page.getByLabel('File number')).toHaveValue('SF1234567890123');
    await expect(page.getByTestId('timeline-status-dispatch')).toHaveText('Next');

    // The file-by date is on the application's card too.
    await page.goto('/application-history');
    await expect(page.getByTestId(`file-by-${id}`)).toContainText('File by');
    await expectNoAxeViolations(page);
  });
}

test('a chase that is due shows the drafted e-mail with a copy button, and the calendar downloads', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = await afterThePdf(page);
  const put = await page.request.put(`/api/applications/${id}/events`, {
    data: { appointment: daysFromToday(-40), fileNumber: 'SF1234567890123' },
  });
  expect(put.status()).toBe(200);
  await page.reload();
  const email = page.getByTestId('follow-up-chase-provider');
  await expect(email).toContainText('Time to chase VFS Global');
  await expect(email).toContainText('Subject: Passport application SF1234567890123: status enquiry');
  await expect(email).toContainText('File number: SF1234567890123');
  await expect(page.getByTestId('timeline-status-dispatch')).toHaveText('Overdue');
  await email.getByRole('button', { name: 'Copy e-mail' }).click();
  await toastWith(page, 'E-mail copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('File number: SF1234567890123');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`passport-application-${id}.ics`);
  await expectNoAxeViolations(page);
});
