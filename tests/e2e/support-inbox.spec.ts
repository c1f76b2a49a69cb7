import { expect, expectNoAxeViolations, test, toastWith, uniqueEmail } from './fixtures.ts';
import { waitForMail } from './mail.ts';

const ADMIN = { email: 'admin@passportbuddy.example', password: 'admin-e2e-pass' };

test('staff read a message sent from /support, reply by e-mail and mark it handled', async ({ page, browser }) => {
  // A visitor writes through the Support Center form, in a browser of their own.
  const visitorEmail = uniqueEmail('support');
  const subject = `Photo background ${Date.now()}`;
  const visitor = await browser.newPage();
  await visitor.goto('/support');
  const form = visitor.getByRole('form', { name: 'Contact support' });
  await form.getByLabel('Name').fill('Ravi Kumar');
  await form.getByLabel('Email').fill(visitorEmail);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill('My photo keeps failing the background check. What should I do?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await toastWith(visitor, 'Message Sent!');
  await visitor.close();

  expect((await page.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  await page.goto('/admin');
  await page.getByRole('tab', { name: /Support inbox/ }).click();
  const list = page.getByRole('list', { name: 'Support messages' });
  const item = list.getByRole('button', { name: new RegExp(subject) });
  await expect(item).toContainText('Open');
  await item.click();

  const detail = page.getByRole('region', { name: subject });
  await expect(detail).toContainText('My photo keeps failing the background check.');
  await expect(detail).toContainText(visitorEmail);
  await expectNoAxeViolations(page);
  await detail.getByLabel('Reply to Ravi Kumar by e-mail').fill('Retake it against a plain white wall in daylight.');
  await detail.getByRole('button', { name: 'Send reply' }).click();
  await toastWith(page, 'Reply sent');
  await expect(item).toContainText('Replied');
  await expect(detail).toContainText('Retake it against a plain white wall in daylight.');

  const mail = await waitForMail((m) => m.to.includes(visitorEmail));
  expect(mail.subject).toBe(`Re: ${subject}`);
  expect(mail.text).toContain('plain white wall');

  // Opened again for a follow-up, then closed as handled without another e-mail (answered by phone, say).
  await detail.getByRole('button', { name: 'Reopen' }).click();
  await expect(item).toContainText('Open');
  await detail.getByRole('button', { name: 'Mark handled' }).click();
  await expect(item).toContainText('Handled');
  await expect(detail.getByRole('button', { name: 'Reopen' })).toBeVisible();
});
