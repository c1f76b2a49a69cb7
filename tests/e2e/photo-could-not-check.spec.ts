import path from 'node:path';
import type { Page } from '@playwright/test';
import { createConfiguredApplication, expect, expectNoAxeViolations, signUpViaApi, test } from './fixtures.ts';
import { buyPlan, FIXTURES, uploadViaApi } from './plans-helpers.ts';

// A real portrait (held-out calibration person, public domain) framed on white at the right size: background and
// head size pass, glasses cannot be judged on this upscaled face, and she smiles (expression fails).
const PHOTO = path.join(FIXTURES, 'photos/calibration-021955-passport-white.jpg');

/** A new Basic user's application with this photo uploaded, opened at the analysis step: its photo panel. */
async function photoAnalysisOf(page: Page, photo: string) {
  await signUpViaApi(page);
  await buyPlan(page, 'basic');
  const appId = await createConfiguredApplication(page);
  await uploadViaApi(page, appId, 'photo', photo);
  await page.goto(`/application/${appId}?step=3`);
  return page.getByTestId('photo-analysis-panel');
}

test('a check that could not be measured says so with the reason, and is not shown as failed', async ({ page }) => {
  test.setTimeout(120_000);
  const panel = await photoAnalysisOf(page, PHOTO);
  const glasses = panel.getByTestId('photo-check-noGlasses');
  await expect(glasses).toBeVisible({ timeout: 90_000 });
  await expect(glasses).toContainText('A person will check');
  // Plain words first; the reason and the numbers one click away.
  await expect(glasses.getByTestId('photo-check-noGlasses-summary')).toHaveText(
    'We could not tell for sure whether you are wearing glasses.',
  );
  const reason = glasses.getByText('The face is not sharp enough to tell whether glasses are worn.');
  await expect(reason).toBeHidden();
  await glasses.getByText('How we measured').focus();
  await page.keyboard.press('Enter');
  await expect(reason).toBeVisible();
  await expect(glasses).not.toContainText(/failed/i);
  // What was measured and failed is still reported as a failure.
  await expect(panel.getByTestId('photo-check-neutralExpression')).toContainText(/failed/i);
  await expect(panel.getByTestId('photo-check-backgroundLight')).toContainText(/passed/i);
  await expect(panel.getByTestId('photo-check-dimensionsCorrect')).toContainText(/passed/i);
  // The issues name the smile showing teeth, not glasses.
  await expect(panel).toContainText('Your teeth are showing: you are smiling or your mouth is open.');
  await expect(panel).not.toContainText('You seem to be wearing glasses.');
  await expectNoAxeViolations(page);
});

// A calibration person of the London Set (CC BY 4.0, Monk 8-10) with closed, full lips, framed on white: the main
// face mesh measures the lips 5% apart, the refined lip contours measure them closed, so the photo is verified
// instead of waiting for a person.
const FULL_LIPS = path.join(FIXTURES, 'photos/calibration-L025-passport-white.jpg');

test('a darker-skinned face with closed, full lips is verified, with the refined lip measurement shown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const panel = await photoAnalysisOf(page, FULL_LIPS);
  const expression = panel.getByTestId('photo-check-neutralExpression');
  await expect(expression).toBeVisible({ timeout: 90_000 });
  await expect(expression).toContainText(/passed/i);
  await expect(expression).toContainText(/\(0\.\d% on the refined lip contours\)/);
  await expect(panel).toContainText('Verified');
  await expect(panel).not.toContainText('Needs Review');
  await expect(panel).not.toContainText('A person will check');
});
