import { expect, expectNoAxeViolations, signUpViaApi, test, toastWith, uniqueEmail } from './fixtures.ts';
import { waitForMail } from './mail.ts';

test('sign up on /auth, land signed in, log out, log back in', async ({ page }) => {
  const email = uniqueEmail('journey');
  await page.goto('/auth?tab=signup');
  await page.getByLabel('First name').fill('Kavya');
  await page.getByLabel('Last name').fill('Nair');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Renew-2026-ok');
  await page.getByLabel('Confirm password').fill('Renew-2026-ok');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await toastWith(page, 'Account created successfully');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Create Account' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userPlan'))).toBeNull();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Renew-2026-ok');
  await page.getByLabel(/I have read the application guidelines/).check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await toastWith(page, 'Login successful');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('a Pro signup lands on the Pro dashboard', async ({ page }) => {
  await page.goto('/auth?tab=signup');
  await page.getByLabel('First name').fill('Pro');
  await page.getByLabel('Last name').fill('User');
  await page.getByLabel('Email').fill(uniqueEmail('pro'));
  await page.getByLabel('Password', { exact: true }).fill('Renew-2026-ok');
  await page.getByLabel('Confirm password').fill('Renew-2026-ok');
  await page.getByLabel('Plan').selectOption('pro');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/pro-dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('userPlan'))).toBe('pro');
  // Chosen, not yet paid: the dashboard offers the purchase.
  await expect(page.getByRole('button', { name: 'Upgrade to Pro - $29.99' })).toBeVisible();
});

test('signup form checks passwords in the spec words', async ({ page }) => {
  await page.goto('/auth?tab=signup');
  await page.getByLabel('First name').fill('A');
  await page.getByLabel('Last name').fill('B');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm password').fill('12346');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Passwords do not match.' })).toBeVisible();
  await page.getByLabel('Confirm password').fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Password must be at least 8 characters long.' }),
  ).toBeVisible();
});

test('a wrong password says so', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await page.request.post('/api/auth/logout');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByLabel(/I have read the application guidelines/).check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const toast = await toastWith(page, 'Login Failed');
  await expect(toast).toContainText('Invalid email or password');
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

test('an unknown email is answered like a wrong password, with Create Account offered', async ({ page }) => {
  await page.goto('/auth?tab=login');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password').fill('whatever1');
  await page.getByLabel(/I have read the application guidelines/).check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const toast = await toastWith(page, 'Login Failed');
  await expect(toast).toContainText('Invalid email or password');
  await toast.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/tab=signup/);
  await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');
});

test('login and Google wait for the guidelines checkbox', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByLabel('Password').fill('Renew-2026-ok');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const toast = await toastWith(page, 'Guidelines Required');
  await expect(toast).toContainText('Please acknowledge that you have read the guidelines.');
  await page.getByRole('button', { name: 'Close notification' }).click();

  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await toastWith(page, 'Guidelines Required');
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByLabel(/I have read the application guidelines/).check();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the test provider' })).toBeVisible();
});

test('unknown paths: landing for visitors, Page Not Found when signed in', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Smart Passport Renewal Assistant' })).toBeVisible();
  await signUpViaApi(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('the demo modal signs the visitor into a fresh demo account of their own', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Test mode notice' })).toHaveText(
    'Test mode: payments are simulated and no card is charged.',
  );
  await page.getByRole('button', { name: 'Try the demo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Try the demo account' });
  await expect(dialog.getByLabel('Password')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Sign In to Demo' }).click();
  await toastWith(page, 'Login successful');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  const status = await page.request.get('/api/auth/user');
  expect(((await status.json()) as { email: string }).email).toMatch(
    /^demo-[0-9a-f]{16}@demo\.passportbuddy\.example$/,
  );
});

test('sign out everywhere from the header menu ends the other sessions too', async ({ page, browser }) => {
  const { email, password } = await signUpViaApi(page);
  await page.goto('/');
  const origin = new URL(page.url()).origin;
  const other = await browser.newContext();
  const login = await other.request.post(`${origin}/api/auth/login`, { data: { email, password } });
  expect(login.status()).toBe(200);
  await page.getByRole('button', { name: 'More account options' }).click();
  await page.getByRole('button', { name: /Sign out everywhere/ }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  expect((await other.request.get(`${origin}/api/auth/user`)).status()).toBe(401);
  await other.close();
});

test('the landing signup modal toggles with the demo modal and checks passwords', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start your renewal' }).click();
  const signup = page.getByRole('dialog', { name: 'Create your account' });
  await signup.getByLabel('Full name').fill('Neha Gupta');
  await signup.getByLabel('Email').fill(uniqueEmail('modal'));
  await signup.getByLabel('Password', { exact: true }).fill('Renew-2026-ok');
  await signup.getByLabel('Confirm password').fill('Renew-2026-no');
  await signup.getByRole('button', { name: 'Create Account' }).click();
  await expect(signup.getByRole('alert')).toHaveText('Passwords do not match.');
  await signup.getByRole('button', { name: 'Sign in to the demo instead' }).click();
  await expect(page.getByRole('dialog', { name: 'Try the demo account' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Try the demo account' })
    .getByRole('button', { name: 'Create an account' })
    .click();
  const again = page.getByRole('dialog', { name: 'Create your account' });
  await again.getByLabel('Full name').fill('Neha Gupta');
  await again.getByLabel('Email').fill(uniqueEmail('modal'));
  await again.getByLabel('Password', { exact: true }).fill('Renew-2026-ok');
  await again.getByLabel('Confirm password').fill('Renew-2026-ok');
  await again.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('a held-back owner signs in with an e-mailed link', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await page.request.post('/api/auth/logout');
  for (let i = 0; i < 6; i++) await page.request.post('/api/auth/login', { data: { email, password: 'Wrong-2026-x' } });
  await page.goto('/auth?tab=login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await toastWith(page, 'Check your e-mail');
  await expectNoAxeViolations(page);
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject.includes('sign-in link'));
  const link = /https?:\/\/\S+\/api\/auth\/sign-in-link\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('a password set from the header menu replaces the old one', async ({ page }) => {
  const { email, password } = await signUpViaApi(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'More account options' }).click();
  await page.getByRole('button', { name: /Set a password/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Set a password' });
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Current password').fill('Not-the-password-1');
  await dialog.getByLabel('New password', { exact: true }).fill('Fresh-2026-pass');
  await dialog.getByLabel('Confirm new password').fill('Fresh-2026-pass');
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your current password is not right.');
  await dialog.getByLabel('Current password').fill(password);
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await toastWith(page, 'Password saved');
  await page.request.post('/api/auth/logout');
  const old = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(old.status()).toBe(401);
  const fresh = await page.request.post('/api/auth/login', { data: { email, password: 'Fresh-2026-pass' } });
  expect(fresh.status()).toBe(200);
});
