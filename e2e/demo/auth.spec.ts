import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, ROHAN, signIn, SURESH, submitLogin, tabTo } from './support';

test.describe('signing in and the route guards', () => {
  test('a guarded page sends a visitor to login, and back there after signing in by keyboard alone', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('textbox', { name: /Email \/ Mobile/ }));
    await page.keyboard.type('9876543210');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Demo@1234');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('where the visitor was going survives signing in with an OTP instead', async ({ page }) => {
    await page.goto('/my-wallet');
    await expect(page).toHaveURL(/\/login\?next=%2Fmy-wallet$/);
    await page.getByRole('link', { name: 'Login With OTP' }).click();
    await expect(page).toHaveURL(/\/login-with-otp\?next=%2Fmy-wallet$/);
    await page.getByRole('textbox', { name: /Email \/ Mobile/ }).fill('9876543210');
    await page.getByRole('textbox', { name: /Email \/ Mobile/ }).press('Enter');
    await expect(page).toHaveURL(/\/login-with-otp-verify\?next=%2Fmy-wallet$/);
    await page.getByRole('textbox', { name: /^OTP/ }).fill('123456');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/my-wallet$/);
  });

  test('wrong credentials show the server message and keep what was typed', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: /Email \/ Mobile/ }).fill('9876543210');
    await page.getByLabel(/^Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(/incorrect/i).first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Email \/ Mobile/ })).toHaveValue('9876543210');
  });

  test('login with OTP shows the number with an edit link, then signs in', async ({ page }) => {
    await page.goto('/login-with-otp');
    await page.getByRole('textbox', { name: /Email \/ Mobile/ }).fill('9876543210');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login-with-otp-verify$/);
    await expect(page.getByRole('link', { name: 'Edit 9876543210' })).toHaveAttribute(
      'href',
      '/login-with-otp',
    );
    await expect(page.getByText('The demo OTP is 123456.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: /^OTP/ }).fill('123456');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/$/);
    // Guest-only pages now send the user home.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('registration in two steps ends on role update, and survives a reload', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('textbox', { name: /Country code/ })).toHaveValue('+91');
    await page.getByRole('textbox', { name: /^Mobile/ }).fill('9000054321');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register-verify$/);
    await expect(page.getByRole('textbox', { name: /^Mobile/ })).toHaveValue('+91 9000054321');
    await page.getByRole('textbox', { name: /^First name/ }).fill('Kavya');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Rao');
    await page.getByRole('textbox', { name: /^Company name/ }).fill('Rao Packaging');
    await page.getByRole('textbox', { name: /^Email/ }).fill('kavya.rao@example.in');
    await page.getByRole('textbox', { name: /^OTP/ }).fill('123456');
    await page.getByLabel(/^Password/).fill('Secret@123');
    await page.getByLabel(/^Confirm password/).fill('Secret@123');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/update-role$/);

    // What the new user creates (their account and a role) is in the persisted demo database.
    test.slow();
    const buyer = page.getByRole('checkbox', { name: 'Buyer' });
    await buyer.check();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Submit' }).click();
    await reloaded;
    await expect(page.getByRole('checkbox', { name: 'Buyer' })).toBeChecked();

    await page.getByRole('button', { name: /^Hi, / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.reload();
    await page.getByRole('textbox', { name: /Email \/ Mobile/ }).fill('kavya.rao@example.in');
    await page.getByLabel(/^Password/).fill('Secret@123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/profile');
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Kavya Rao');
    await page.goto('/update-role');
    await expect(page.getByRole('checkbox', { name: 'Buyer' })).toBeChecked();
  });

  test('registration and OTP sign-in work by keyboard alone', async ({ page }) => {
    await page.goto('/register');
    await tabTo(page, page.getByRole('textbox', { name: /^Mobile/ }));
    await page.keyboard.type('9000067890');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/register-verify$/);

    await tabTo(page, page.getByRole('textbox', { name: /^First name/ }));
    await page.keyboard.type('Arjun');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Nair');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Nair Polymers');
    await tabTo(page, page.getByRole('textbox', { name: /^Email/ }));
    await page.keyboard.type('arjun.nair@example.in');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123456');
    await tabTo(page, page.getByLabel(/^Password/));
    await page.keyboard.type('Secret@123');
    await tabTo(page, page.getByLabel(/^Confirm password/));
    await page.keyboard.type('Secret@123');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/update-role$/);

    await tabTo(page, page.getByRole('button', { name: /^Hi, / }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);

    await tabTo(page, page.getByRole('link', { name: 'Login With OTP' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login-with-otp$/);
    await tabTo(page, page.getByRole('textbox', { name: /Email \/ Mobile/ }));
    await page.keyboard.type('9000067890');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login-with-otp-verify$/);
    await tabTo(page, page.getByRole('textbox', { name: /^OTP/ }));
    await page.keyboard.type('123456');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Hi, Arjun Nair' })).toBeVisible();
  });

  test('a shared link is never a dead end: Login says what it was, and signing in comes back to it', async ({
    page,
  }) => {
    await page.goto('/trade-product?trade_type=Virgin+Polymers');
    await expect(page).toHaveURL(/\/login\?next=/);
    await expect(page.getByText('Sign in to see Virgin Polymers listings')).toBeVisible();
    // Registering comes back to it as well: the link travels on.
    await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      `/register?next=${encodeURIComponent('/trade-product?trade_type=Virgin+Polymers')}`,
    );
    await submitLogin(page, ROHAN);
    await expect(page).toHaveURL(/\/trade-product\?trade_type=Virgin\+Polymers$/);
    await expect(page.getByRole('list', { name: 'Virgin Polymers products' })).toBeVisible();
  });

  test('a 401 from any call signs the user out and sends them to login', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('plastihub.token', 'expired-token'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('plastihub.token'))).toBeNull();
  });

  test('tabs stay in step: signing out in one signs out the other, signing in brings it along', async ({
    page,
    context,
  }) => {
    await signIn(page, ROHAN);
    const other = await context.newPage();
    await other.goto('/my-wallet');
    await expect(other.getByRole('button', { name: /Hi, Rohan/ })).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Hi, Rohan Mehta' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The other tab was not touched, yet it left the guarded page.
    await expect(other).toHaveURL(/\/login\?next=%2Fmy-wallet$/);

    await submitLogin(page, SURESH);
    await expect(page).toHaveURL(/\/$/);
    await expect(other).not.toHaveURL(/\/login/);
    await expect(other.getByRole('button', { name: /Hi, Suresh/ })).toBeVisible();
  });

  test('an unknown path shows the moved-or-deleted page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(
      page.getByText('Unfortunately the page you are looking for has been moved or deleted'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'GO TO HOMEPAGE' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
