import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signUpViaApi, test, toastWith } from './fixtures.ts';

const ADMIN = { email: 'admin@passportbuddy.example', password: 'admin-e2e-pass' };

async function openChatFromSupport(page: Page) {
  await page.goto('/support');
  await page.getByRole('button', { name: 'Start Chat' }).click();
  const panel = page.getByRole('region', { name: 'Live Chat' });
  await expect(panel.getByLabel('Your message')).toBeFocused();
  return panel;
}

test('a user and a staff member chat live: claim, typing, reply, unread, history after reload, close', async ({
  page,
  browser,
}) => {
  // The user, in this browser context.
  await signUpViaApi(page);
  let panel = await openChatFromSupport(page);
  await expect(panel.getByText("Files can't be sent in chat", { exact: false })).toBeVisible();
  const question = `My photo keeps failing the background check ${Date.now()}`;
  await panel.getByLabel('Your message').fill(question);
  await panel.getByLabel('Your message').press('Enter');
  const log = panel.getByRole('log', { name: 'Live chat conversation' });
  await expect(log).toContainText(question);
  await expect(panel.getByLabel('Your message')).toHaveValue('');

  // The staff member, in a second browser context.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    expect((await staff.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
    await staff.goto('/admin');
    await staff.getByRole('tab', { name: /Live chat/ }).click();
    const entry = staff.getByRole('button', { name: new RegExp(question) });
    await expect(entry).toContainText('1 unread');
    await expect(entry).toContainText('Waiting');
    await entry.click();
    const conversation = staff.getByRole('region', { name: 'Conversation with Test Person' });
    await expect(conversation.getByRole('log')).toContainText(question);
    await expect(entry).not.toContainText('unread');
    await conversation.getByRole('button', { name: 'Claim' }).click();
    await expect(conversation.getByText('Claimed by you')).toBeVisible();
    await expect(panel.getByText('You are chatting with Admin')).toBeVisible();
    await expectNoAxeViolations(staff);

    // Typing shows on the other side, then the reply arrives in real time.
    await panel.getByLabel('Your message').pressSequentially('Also', { delay: 20 });
    await expect(entry).toContainText('typing…');
    const reply = staff.getByLabel('Reply to Test Person');
    await reply.pressSequentially('Please stand', { delay: 20 });
    await expect(panel.getByText('Admin is typing…')).toBeVisible();
    await reply.fill('Please stand in front of a plain white wall.');
    await reply.press('Enter');
    await expect(log).toContainText('Please stand in front of a plain white wall.');
    await expect(panel.getByText('Admin is typing…')).toBeHidden();
    await expectNoAxeViolations(page);

    // A reply that arrives while the panel is closed is counted, and survives a reload.
    await panel.getByRole('button', { name: 'Close Live Chat' }).click();
    await reply.fill('Your photo should be 2x2 inches.');
    await reply.press('Enter');
    await expect(conversation.getByRole('log')).toContainText('2x2 inches');
    const badge = page.getByRole('button', { name: /Live Chat.*1 new/ });
    await expect(badge).toBeVisible();
    await page.reload();
    await expect(badge).toBeVisible();
    await badge.click();
    panel = page.getByRole('region', { name: 'Live Chat' });
    const history = panel.getByRole('log', { name: 'Live chat conversation' });
    await expect(history).toContainText(question);
    await expect(history).toContainText('plain white wall');
    await expect(history).toContainText('2x2 inches');

    // Staff close the conversation; the user is told, and the queue no longer lists it.
    await conversation.getByRole('button', { name: 'Close conversation' }).click();
    await expect(conversation.getByText('This conversation is closed.')).toBeVisible();
    await expect(panel.getByText('This conversation was closed by our team.')).toBeVisible();
    await staff.getByRole('button', { name: 'Closed', exact: true }).click();
    await expect(staff.getByRole('button', { name: /Test Person.*2x2 inches/ })).toContainText('Closed');
  } finally {
    await staffContext.close();
  }
});

test('a visitor is asked to sign in before chatting', async ({ page }) => {
  await page.goto('/support');
  await page.getByRole('button', { name: 'Start Chat' }).click();
  const panel = page.getByRole('region', { name: 'Live Chat' });
  await expect(panel.getByText('Sign in to chat with our team')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel.getByRole('link', { name: 'Sign In' })).toBeVisible(); // focus was not in the panel
  await panel.getByRole('link', { name: 'Sign In' }).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('a refused message shows the chat error toast and keeps the draft', async ({ page }) => {
  await signUpViaApi(page);
  const panel = await openChatFromSupport(page);
  await page.route('/api/live-chat', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Too many chat messages. Please try again in 30 seconds.' }),
        })
      : route.continue(),
  );
  await panel.getByLabel('Your message').fill('Is anyone there?');
  await panel.getByRole('button', { name: 'Send message' }).click();
  const toast = await toastWith(page, 'Chat Error');
  await expect(toast).toContainText('Too many chat messages. Please try again in 30 seconds.');
  await expect(panel.getByLabel('Your message')).toHaveValue('Is anyone there?');
});
