import { expect, expectNoAxeViolations, test, toastWith } from './fixtures.ts';

test('the support form refuses empty fields, sends a complete message and clears', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Center' })).toBeVisible();
  for (const title of ['Live Chat', 'Email Support', 'Phone Support']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button')).toHaveCount(4);
  // The number comes from SUPPORT_PHONE (playwright.config.ts); without it the option is not shown.
  await expect(page.getByRole('link', { name: '+1 212 555 0143' })).toHaveAttribute('href', 'tel:+12125550143');

  const form = page.getByRole('form', { name: 'Contact support' });
  await form.getByLabel('Name').fill('Ravi Kumar');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(await toastWith(page, 'Missing Information')).toContainText('Please fill in all fields.');

  await form.getByLabel('Email').fill('ravi@example.com');
  await form.getByLabel('Subject').fill('Appointment question');
  await form.getByLabel('Message').fill('Which documents do I bring to the service centre?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await toastWith(page, 'Message Sent!');
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
});

test('a failed send shows the spec error and keeps what the user wrote', async ({ page }) => {
  // A server that cannot take the message (the fixture allows a 409 in the console; a 5xx would fail the test).
  await page.route('**/api/support-messages', (route) => route.fulfill({ status: 409, body: 'unavailable' }));
  await page.goto('/support');
  const form = page.getByRole('form', { name: 'Contact support' });
  await form.getByLabel('Name').fill('Ravi Kumar');
  await form.getByLabel('Email').fill('ravi@example.com');
  await form.getByLabel('Subject').fill('Hello');
  await form.getByLabel('Message').fill('Kept after a failure');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(await toastWith(page, 'Error')).toContainText('Failed to send message. Please try again.');
  await expect(form.getByLabel('Message')).toHaveValue('Kept after a failure');
});

for (const width of [375, 1280]) {
  test(`/support has no axe violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: 'Support Center' })).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
}
