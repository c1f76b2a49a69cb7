import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, toastWith } from './fixtures.ts';

const ADMIN = { email: 'admin@passportbuddy.example', password: 'admin-e2e-pass' };
const RULE = 'mission.eoi-berlin.photo-print';
const today = new Date().toISOString().slice(0, 10);

async function openCaseRules(page: Page) {
  expect((await page.request.post('/api/auth/login', { data: ADMIN })).status()).toBe(200);
  await page.goto('/admin?tab=rules');
  await expect(page.getByRole('tab', { name: 'Case rules' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Case rules' })).toBeVisible();
  await expect(page.getByText(/Showing \d+ of \d+ rules/)).toBeVisible();
}

test.describe('staff keep the case rules true', () => {
  test('at 1280 px: a table; mark a rule re-checked and edit it in a labelled dialog', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openCaseRules(page);
    const table = page.getByRole('table', { name: 'Case rules' });
    await expect(table).toBeVisible();
    await expect(page.getByRole('list', { name: 'Case rules' })).toBeHidden();
    await expectNoAxeViolations(page);

    await page.getByLabel('Find a rule').fill(RULE);
    await expect(page.getByText('Showing 1 of')).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: RULE });
    await expect(row).toContainText('35 x 45 mm (at most)');

    await row.getByRole('button', { name: `Mark ${RULE} re-checked` }).click();
    await toastWith(page, 'Marked re-checked');

    await row.getByRole('button', { name: `Edit ${RULE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${RULE}` });
    await expect(dialog.getByLabel('widthMm')).toHaveValue('35');
    await expect(dialog.getByLabel('heightMm')).toHaveValue('45');
    await expectNoAxeViolations(page);
    // A figure that is not a number is not sent, and the field says why (the server's checks: the API tests).
    await dialog.getByLabel('widthMm').fill('35 mm');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await expect(dialog.getByText('Enter a number.')).toBeVisible();
    await expect(dialog.getByLabel('widthMm')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('widthMm').fill('35');
    await dialog.getByLabel('label').fill('35 x 45 mm (at most, checked by staff)');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await toastWith(page, 'Rule updated');
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('35 x 45 mm (at most, checked by staff)');
    await expect(row).toContainText('Edited');

    // The API agrees, and the change is in the audit log.
    const list = (await (await page.request.get('/api/admin/case-rules')).json()) as {
      items: { id: string; checkedOn: string; edited: boolean }[];
    };
    expect(list.items.find((r) => r.id === RULE)).toMatchObject({ checkedOn: today, edited: true });
    const audit = (await (await page.request.get(`/api/admin/audit?subject=${RULE}`)).json()) as {
      items: { action: string }[];
    };
    expect(audit.items.map((e) => e.action)).toEqual(expect.arrayContaining(['case_rule.recheck', 'case_rule.edit']));

    // Put the shipped label back for other tests.
    const restore = await page.request.patch(`/api/admin/case-rules/${RULE}`, {
      data: { value: { widthMm: 35, heightMm: 45, label: '35 x 45 mm (at most)' } },
    });
    expect(restore.status()).toBe(200);
  });

  test('at 375 px: the rules stack as cards, with the same actions', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openCaseRules(page);
    await expect(page.getByRole('table', { name: 'Case rules' })).toBeHidden();
    const cards = page.getByRole('list', { name: 'Case rules' });
    await expect(cards).toBeVisible();
    await page.getByLabel('Only stale rules').check();
    await expect(cards.getByRole('listitem').first()).toContainText('Stale');
    await expectNoAxeViolations(page);
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByLabel('Only stale rules').uncheck();
    await page.getByLabel('Find a rule').fill('mission.eoi-berlin.record');
    const card = cards.getByRole('listitem').filter({ hasText: 'mission.eoi-berlin.record' });
    await card.getByRole('button', { name: 'Mark mission.eoi-berlin.record re-checked' }).click();
    await toastWith(page, 'Marked re-checked');
    await card.getByRole('button', { name: 'Edit mission.eoi-berlin.record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit mission.eoi-berlin.record' });
    await expect(dialog.getByLabel('name')).toHaveValue(/Berlin/);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
