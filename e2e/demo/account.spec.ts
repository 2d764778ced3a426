import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import {
  changeProfileCity,
  expectNoAxeViolations,
  openAccountMenu,
  MEERA,
  ROHAN,
  signIn,
  visit,
  SURESH,
  submitLogin,
  tabTo,
  VIKRAM,
} from './support';

/*
 * Every test signs in and loads the demo backend's service worker afresh; on a busy two-core machine a
 * first paint can take well over the config's 15 s, so waits here are generous (no sleeps anywhere).
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** Whether a text's colour reads as green or red (whichever theme the page is in). */
async function hueOf(locator: Locator): Promise<'green' | 'red' | 'other'> {
  const color = await locator.evaluate((element) => getComputedStyle(element).color);
  const [r = 0, g = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  if (g > r) return 'green';
  if (r > g) return 'red';
  return 'other';
}

test.describe('account area on the embedded demo backend', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('updates the profile and keeps it', async ({ page }) => {
    await changeProfileCity(page, 'Ahmedabad', 'Surat');
    await page.reload();
    await expect(page.getByRole('textbox', { name: /^City/ })).toHaveValue('Surat');
  });

  test('a session that ends on submit brings the user back to the form with what they typed', async ({
    page,
  }) => {
    await page.goto('/profile?mock-fault=unauthorized:/profile-update');
    const city = page.getByRole('textbox', { name: /^City/ });
    const company = page.getByRole('textbox', { name: /^Company Name/ });
    await expect(city).toHaveValue('Ahmedabad');
    await city.fill('Vadodara');
    await company.fill('Mehta Polymers (Vadodara unit)');
    await page.getByRole('button', { name: 'Update Profile' }).click();

    await expect(page).toHaveURL(/\/login\?next=%2Fprofile/);
    await submitLogin(page, ROHAN);
    await expect(page).toHaveURL(/\/profile\?/);
    await expect(city).toHaveValue('Vadodara');
    await expect(company).toHaveValue('Mehta Polymers (Vadodara unit)');

    // Kept once: the next visit shows the saved profile again.
    await page.goto('/profile');
    await expect(city).toHaveValue('Ahmedabad');
  });

  test('what one user typed before their session ended is not shown to the next user', async ({ page }) => {
    await page.goto('/profile?mock-fault=unauthorized:/profile-update');
    const city = page.getByRole('textbox', { name: /^City/ });
    await expect(city).toHaveValue('Ahmedabad');
    await city.fill('Vadodara');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await submitLogin(page, SURESH);
    await expect(page).toHaveURL(/\/profile\?/);
    await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(/Suresh/);
    await expect(city).not.toHaveValue('Vadodara');
  });

  test('shows client and server validation messages under the fields', async ({ page }) => {
    await page.goto('/profile');
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveValue('Rohan Mehta');
    await name.fill('');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(name).toHaveAccessibleDescription('Enter your name.');
    await expect(name).toBeFocused();

    await name.fill('Rohan Mehta');
    // Priya Nair's number: only the server knows it is taken.
    const mobile = page.getByRole('textbox', { name: /^Mobile No\./ });
    await mobile.fill('9847012345');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Profile not updated.' })).toBeVisible();
    await expect(mobile).toHaveAccessibleDescription(/The mobile has already been taken\./);
    await expect(mobile).toHaveValue('9847012345');
  });

  test('adds a role, and the menu follows after the page reloads', async ({ page }) => {
    // Several pages, a purchase or a full reload: more than the default budget on a busy machine.
    test.slow();
    await page.goto('/update-role');
    const jobSeeker = page.getByRole('checkbox', { name: 'Job Seeker' });
    await expect(page.getByRole('checkbox', { name: 'Material Seller' })).toBeChecked();
    await expect(jobSeeker).not.toBeChecked();
    await jobSeeker.focus();
    await page.keyboard.press('Space');
    await expect(jobSeeker).toBeChecked();

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Role updated successfully.' })).toBeVisible();
    await reloaded;

    await expect(page.getByRole('checkbox', { name: 'Job Seeker' })).toBeChecked();
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('link', { name: 'Job Seeker Profile' })).toBeVisible();
  });

  test('buying tokens raises the balance and the statement downloads', async ({ page }) => {
    // Several pages, a purchase or a full reload: more than the default budget on a busy machine.
    test.slow();
    await page.goto('/my-wallet');
    await expect(page.getByText('333 tokens')).toBeVisible();
    await page.getByRole('link', { name: 'Add Token' }).click();
    await expect(page).toHaveURL(/\/my-wallet-add-money$/);
    await expect(page.getByText('Rs. 499')).toBeVisible();
    await page.getByRole('button', { name: 'Buy Starter package' }).click();
    // Asked once, with the package, its tokens and its price; on a phone the outcome shows where Buy is.
    const confirmation = page.getByRole('dialog', { name: 'Buy the Starter package?' });
    await expect(confirmation).toHaveAccessibleDescription(
      '100 tokens for Rs. 499. The tokens are added to your wallet at once.',
    );
    await confirmation.getByRole('button', { name: 'Buy for Rs. 499' }).click();
    const outcome = page.getByText('100 tokens added to your wallet.');
    await expect(outcome).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Buy Starter package' })).toBeFocused();
    await expect(page.getByText('433 tokens')).toBeVisible();

    const menu = await openAccountMenu(page);
    await menu.getByRole('link', { name: 'My Wallet' }).click();
    await expect(page.getByText('433 tokens')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Wallet transactions' }).getByRole('listitem')).toHaveCount(
      3,
    );

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Statement' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^plastihub-wallet-statement-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Description,Tokens');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^\d{2}-\d{2}-\d{4},Starter package: 100 tokens,100$/);
    expect(lines).toContain('04-03-2026,Starter package: 100 tokens,100');

    await page.goto('/my-transaction');
    const purchase = page
      .getByRole('listitem')
      .filter({ hasText: 'Tokens purchased: Starter package' })
      .first();
    await expect(purchase).toContainText('+100');
    await expect(purchase).toContainText('tokens credited');
  });

  test('changes the password, and only the new one signs in', async ({ page }) => {
    test.slow();
    await page.goto('/change-password');
    await page.getByLabel(/^Old Password/).fill(ROHAN.password);
    await page.getByLabel(/^New Password/).fill('Fresh@2026x');
    await page.getByLabel(/^Confirm New Password/).fill('Fresh@2026x');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Password changed successfully.' }),
    ).toBeVisible();
    await expect(page.getByLabel(/^Old Password/)).toHaveValue('');

    const menu = await openAccountMenu(page);
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await submitLogin(page, ROHAN);
    await expect(page.getByRole('textbox', { name: /Email \/ Mobile/ })).toHaveAccessibleDescription(
      /The username or password is incorrect\./,
    );
    await submitLogin(page, { username: ROHAN.username, password: 'Fresh@2026x' });
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows credits as a green plus and debits as a red minus', async ({ page }) => {
    await page.goto('/my-transaction');
    const list = page.getByRole('list', { name: 'Token transactions' });
    const bonus = list.getByRole('listitem').filter({ hasText: 'Welcome bonus' });
    const bonusCount = bonus.getByText(/^\+50$/);
    await expect(bonusCount).toBeVisible();
    await expect(bonus).toContainText('tokens credited');
    expect(await hueOf(bonusCount)).toBe('green');

    const spend = list.getByRole('listitem').filter({ hasText: 'Machine listing featured for 7 days' });
    const spendCount = spend.getByText(/^\u221225$/);
    await expect(spendCount).toBeVisible();
    await expect(spend).toContainText('tokens debited');
    expect(await hueOf(spendCount)).toBe('red');
  });

  test('the account menu works by keyboard', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Material Seller' })).toBeVisible();
    const toggle = page.getByRole('button', { name: /My account menu/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'My account' });
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Role Update', 'My Profile', 'My Wallet']) {
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name })).toBeFocused();
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-wallet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Wallet' })).toBeVisible();

    // Role links only for roles held: Rohan sells material and machines, nothing else.
    const opened = await openAccountMenu(page);
    await expect(opened.getByRole('link', { name: 'Product Add' })).toBeVisible();
    await expect(opened.getByRole('link', { name: 'Machine View' })).toBeVisible();
    await expect(opened.getByRole('link', { name: 'Job Seeker Profile' })).toHaveCount(0);

    await opened.getByRole('button', { name: 'Logout' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login/);
  });

  test('profile, token purchase, statement and password change work by keyboard alone', async ({ page }) => {
    test.slow();
    await page.goto('/profile');
    const city = page.getByRole('textbox', { name: /^City/ });
    await expect(city).toHaveValue('Ahmedabad');
    await tabTo(page, city);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Vadodara');
    await tabTo(page, page.getByRole('button', { name: 'Update Profile' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully.' })).toBeVisible();

    await page.goto('/my-wallet-add-money');
    await tabTo(page, page.getByRole('button', { name: 'Buy Starter package' }));
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'Buy for Rs. 499' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('100 tokens added to your wallet.')).toBeVisible();

    await page.goto('/my-wallet');
    await expect(page.getByText('433 tokens')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Download Statement' }));
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await downloading).suggestedFilename()).toMatch(/\.csv$/);

    await page.goto('/change-password');
    await tabTo(page, page.getByLabel(/^Old Password/));
    await page.keyboard.type(ROHAN.password);
    await tabTo(page, page.getByLabel(/^New Password/));
    await page.keyboard.type('Fresh@2026k');
    await tabTo(page, page.getByLabel(/^Confirm New Password/));
    await page.keyboard.type('Fresh@2026k');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Password changed successfully.' }),
    ).toBeVisible();
  });

  const pages: Array<[path: string, heading: string, ready: (page: Page) => Promise<void>]> = [
    ['/dashboard', 'Dashboard', (p) => expect(p.getByRole('region', { name: 'Buyer' })).toBeVisible()],
    ['/profile', 'My Profile', (p) => expect(p.getByRole('textbox', { name: /^Name/ })).toBeVisible()],
    ['/change-password', 'Change Password', (p) => expect(p.getByLabel(/^Old Password/)).toBeVisible()],
    ['/update-role', 'Role Update', (p) => expect(p.getByRole('checkbox').first()).toBeVisible()],
    ['/my-wallet', 'My Wallet', (p) => expect(p.getByText('333 tokens')).toBeVisible()],
    ['/my-wallet-add-money', 'Add Token', (p) => expect(p.getByText('Rs. 499')).toBeVisible()],
    ['/my-transaction', 'My Transaction', (p) => expect(p.getByText('Welcome bonus')).toBeVisible()],
    ['/job-seeker-profile', 'Job Seeker Profile', (p) => expect(p.getByRole('table').first()).toBeVisible()],
    ['/contractor-profile', 'Contractor Profile', (p) => expect(p.getByRole('table').first()).toBeVisible()],
    [
      '/institution-profile',
      'Institution Profile',
      (p) => expect(p.getByRole('table').first()).toBeVisible(),
    ],
    [
      '/financial-institution-profile',
      'Financial Institution Profile',
      (p) => expect(p.getByText('Record Not Found')).toBeVisible(),
    ],
  ];

  // One sign-in for all of them: each page is its own step, so a failure names the page.
  test('every account page has no axe violations', async ({ page }) => {
    test.slow();
    // Signed in once, then visited client-side as the menu's links do: every page is still rendered afresh.
    for (const [path, heading, ready] of pages) {
      await test.step(path, async () => {
        await visit(page, path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await ready(page);
        await expectNoAxeViolations(page);
      });
    }
  });
});

test.describe('role cards, role links and role profile pages', () => {
  test('a contractor and job seeker sees their cards, their links and the fixed profiles', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, SURESH);
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Contractor' })).toContainText('Interested Companies');
    await expect(page.getByRole('region', { name: 'Job Seeker' })).toContainText('Interested Employers');
    await expect(page.getByRole('region', { name: 'Material Seller' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Buyer' })).toHaveCount(0);

    let menu = await openAccountMenu(page);
    await expect(menu.getByRole('link', { name: 'Contractor Profile' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Product Add' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Institution Profile' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Financial Institution Profile' })).toHaveCount(0);

    // The spec's fixed ids: executive 5 and contractor 12, not the signed-in user's own records.
    await menu.getByRole('link', { name: 'Job Seeker Profile' }).click();
    await expect(page).toHaveURL(/\/job-seeker-profile$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Pooja Deshmukh' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Past Experience' })).toContainText('Supreme Industries');

    menu = await openAccountMenu(page);
    await menu.getByRole('link', { name: 'Contractor Profile' }).click();
    await expect(page).toHaveURL(/\/contractor-profile$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Kerala Technical Crew' })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Labour Category-wise Capacity' })
        .getByRole('row', { name: 'Packers 40' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an institute sees its requests card and institution 10', async ({ page }) => {
    test.slow();
    await signIn(page, MEERA);
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Institutes' })).toContainText('Institutional Requests');
    await expect(page.getByRole('region', { name: 'Machine Vendor' })).toHaveCount(0);

    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('link', { name: 'Job Seeker Profile' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Institution Profile' }).click();
    await expect(page).toHaveURL(/\/institution-profile$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Kulkarni Institute of Plastics Technology' }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Details' })).toContainText('1998');
    await expect(page.getByRole('table', { name: 'Student Count' })).toContainText(
      'B.Tech Plastics Engineering',
    );
  });

  test('a financial institution sees its institution from the profile', async ({ page }) => {
    test.slow();
    await signIn(page, VIKRAM);
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Financial Institution' })).toContainText(
      'Interested Candidates',
    );
    await expect(page.getByRole('region', { name: 'Material Seller' })).toBeVisible();

    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('link', { name: 'Contractor Profile' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Financial Institution Profile' }).click();
    await expect(page).toHaveURL(/\/financial-institution-profile$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Deccan Capital Machinery Finance' }),
    ).toBeVisible();
    const details = page.getByRole('table', { name: 'Details' });
    await expect(details).toContainText('Term Loan');
    await expect(details).toContainText('Vikram Reddy');
    await expectNoAxeViolations(page);
  });
});
