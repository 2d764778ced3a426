import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, tabTo } from './support';

test.describe('car scrappage on the embedded demo backend', () => {
  test('by keyboard: Scrap Car Dealer, a state, then its cities, then Go to the dealers there', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/car-scrappage');
    await expect(page.getByRole('heading', { level: 1, name: 'Car Scrappage' })).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('button', { name: 'Scrap Car Dealer' }));
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Find Scrap Car Dealers' });
    const state = dialog.getByRole('combobox', { name: /^State/ });
    await expect(state).toBeFocused();
    const cities = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/cities'));
    await state.selectOption({ label: 'Gujarat' });
    expect(new URL((await cities).url()).searchParams.get('state_id')).toBe('7');
    const city = dialog.getByRole('combobox', { name: /^City/ });
    await expect(city.getByRole('option')).toHaveText([
      'Select city',
      'Ahmedabad',
      'Surat',
      'Vadodara',
      'Rajkot',
    ]);
    await city.selectOption({ label: 'Ahmedabad' });
    await expectNoAxeViolations(page);
    await tabTo(page, dialog.getByRole('button', { name: 'Go' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/scrap-car-dealer\?state_id=7&city_id=25$/);
    await expect(page.getByText('In Ahmedabad, Gujarat')).toBeVisible();
    const dealers = page
      .getByRole('list', { name: 'Scrap Car Dealers in Ahmedabad, Gujarat' })
      .getByRole('listitem');
    await expect(dealers).toHaveCount(3);
    await expect(dealers.first().getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expectNoAxeViolations(page);

    // Another city of the same state, from the list itself.
    await page.getByRole('button', { name: 'Change state and city' }).click();
    await dialog.getByRole('combobox', { name: /^State/ }).selectOption({ label: 'Gujarat' });
    await dialog.getByRole('combobox', { name: /^City/ }).selectOption({ label: 'Rajkot' });
    await dialog.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/city_id=28$/);
    await expect(page.getByText('No Data Found')).toBeVisible();
  });

  test('Car Fitness Centre through the same dialog, and the policies to download', async ({ page }) => {
    await signIn(page);
    await page.goto('/car-scrappage');
    await page.getByRole('button', { name: 'Car Fitness Centre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find Car Fitness Centres' });
    await dialog.getByRole('combobox', { name: /^State/ }).selectOption({ label: 'Maharashtra' });
    await dialog.getByRole('combobox', { name: /^City/ }).selectOption({ label: 'Pune' });
    await dialog.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/car-fitness-center\?state_id=14&city_id=\d+$/);
    const centres = page.getByRole('list', { name: 'Car Fitness Centres in Pune, Maharashtra' });
    await expect(centres.getByRole('heading')).toHaveText(['Hinjewadi Automated Testing Station']);

    await page.goto('/policy-update');
    const policies = page.getByRole('list', { name: 'Policy documents' }).getByRole('link');
    await expect(policies).toHaveCount(5);
    await expect(policies.first()).toHaveAttribute('href', /\.pdf$/);
    await expectNoAxeViolations(page);
  });

  test('Know Your Car Status: the number checked as an Indian registration; the sample report posts nothing', async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') posts.push(new URL(request.url()).pathname);
    });
    await signIn(page);
    await page.goto('/car-scrappage');
    await tabTo(page, page.getByRole('link', { name: 'Know Your Car Status' }));
    await page.keyboard.press('Enter');
    const field = page.getByRole('textbox', { name: /^Vehicle Number/ });
    await expect(field).toHaveAttribute('placeholder', 'DL3CAB1111');
    await expectNoAxeViolations(page);
    posts.length = 0;

    await tabTo(page, field);
    await page.keyboard.type('DL3CAB');
    await page.keyboard.press('Enter');
    await expect(field).toHaveAccessibleDescription(/Enter an Indian registration number like DL3CAB1111/);
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(/\/know-your-car-status$/);

    await field.fill('dl 3c ab 1111');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/car-status\?vehicle_no=DL3CAB1111$/);
    await expect(page.getByText('This is a sample report')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Sample status report' })).toContainText('Fitness Status');
    await expectNoAxeViolations(page);
    expect(posts.filter((path) => path.endsWith('/profile-update'))).toEqual([]);
    expect(posts).toEqual([]);

    await page.getByRole('link', { name: 'Check another vehicle' }).click();
    await expect(field).toHaveValue('DL3CAB1111');
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/car-scrappage$/);
  });
});
