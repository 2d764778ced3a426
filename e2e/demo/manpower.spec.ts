import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, tabTo } from './support';

test.describe('manpower on the embedded demo backend', () => {
  test('International kept from Connect, CREW, executives filtered as the spec names them, contact revealed once', async ({
    page,
  }) => {
    const filterCalls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/manpower-executive-filter')) filterCalls.push(url);
    });
    await page.goto('/connect');
    await page.getByRole('button', { name: 'Manpower' }).click();
    await page.getByRole('dialog', { name: 'Manpower' }).getByRole('link', { name: 'International' }).click();
    await expect(page).toHaveURL(/\/manpower\?country_type=International$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Manpower International' })).toBeVisible();
    const tiles = page.getByRole('list', { name: 'Manpower categories' });
    await expect(tiles.getByRole('link', { name: 'CREW' })).toHaveAttribute(
      'href',
      /\/manpower-jobs\?country_type=International/,
    );
    await expect(tiles.getByRole('link', { name: 'Jobs' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The existing product reset the choice to India on load: a reload keeps International.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Manpower International' })).toBeVisible();

    await tabTo(page, tiles.getByRole('link', { name: 'Executive' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/manpower-executives-category\?.*country_type=International/);
    const categories = page.getByRole('list', { name: 'Executive categories' }).getByRole('link');
    await expect(categories.first()).toBeVisible();
    const category = (await categories.first().innerText()).trim();
    await categories.first().click();
    await expect(page.getByRole('heading', { level: 1, name: `${category} International` })).toBeVisible();
    const executives = page.getByRole('list', { name: `${category} executives` }).getByRole('article');
    await expect(executives.first()).toBeVisible();

    // Experience: one range; Keyskill(s): two skills. Sent as `experince` and comma-joined `keyskills`.
    await tabTo(page, page.getByRole('button', { name: /^Experience/ }));
    await page.keyboard.press('Enter');
    await page.getByRole('radio', { name: '0-2 years' }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/experience=0-2/);
    await expect.poll(() => filterCalls.at(-1)?.searchParams.get('experince')).toBe('0-2');
    await page.getByRole('button', { name: /^Keyskill/ }).click();
    const skills = page.getByRole('checkbox');
    await skills.nth(0).check();
    await skills.nth(1).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => filterCalls.at(-1)?.searchParams.get('keyskills')).toMatch(/^\d+,\d+$/);
    expect(filterCalls.at(-1)?.searchParams.get('experince')).toBe('0-2');
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).not.toHaveURL(/experience=/);

    // An executive: the contact revealed once, by keyboard.
    const name = (await executives.first().getByRole('heading').innerText()).trim();
    await executives.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/manpower-executives-details\?executive_id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const reveal = page.getByRole('button', { name: 'View Contact Details' });
    await tabTo(page, reveal);
    await page.keyboard.press('Enter');
    await expect(reveal).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expectNoAxeViolations(page);
  });

  test('labour contractors and institutional placements, each to its details', async ({ page }) => {
    await page.goto('/manpower?country_type=India');
    const tiles = page.getByRole('list', { name: 'Manpower categories' });
    await expect(tiles.getByRole('link', { name: 'Jobs' })).toBeVisible();
    await tiles.getByRole('link', { name: 'Labour' }).click();
    await expect(page).toHaveURL(/\/manpower-labours\?.*country_type=India/);
    const contractors = page.getByRole('list', { name: 'Labour contractors India' }).getByRole('article');
    await expect(contractors.first()).toContainText(/Team capacity: \d/);
    await contractors.first().getByRole('link').first().click();
    await expect(
      page.getByRole('region', { name: 'Capacity by Category' }).getByRole('row').nth(1),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/manpower?country_type=India');
    await tiles.getByRole('link', { name: 'Institutional Placement' }).click();
    const institutes = page.getByRole('list', { name: 'Institutions India' }).getByRole('article');
    await expect(institutes.first()).toContainText(/Established: \d{4}/);
    await institutes.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/manpower\/institutional-placements\/details\?institution_id=\d+$/);
    await expect(page.getByRole('button', { name: 'View Contact Info' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('jobs: filters narrow the list in the browser and survive a reload; applying once', async ({
    page,
  }) => {
    const applies: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/job-apply')) applies.push(url);
    });
    await signIn(page);
    await page.goto('/manpower-jobs?country_type=India');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    const jobs = page.getByRole('list', { name: 'Jobs India' }).getByRole('article');
    await expect(jobs.first()).toContainText(/Salary: Rs\. [\d,]+/);
    const all = await jobs.count();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /^Job Category/ }).click();
    const category = page.getByRole('checkbox').first();
    await category.check();
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/category=/);
    await expect.poll(() => jobs.count()).toBeLessThan(all);
    const byCategory = await jobs.count();
    expect(byCategory).toBeGreaterThan(0);

    await page.getByRole('button', { name: /^Salary/ }).click();
    await page.getByRole('radio', { name: '15k-25k' }).check();
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/salary=15k-25k/);
    const narrowed = await jobs.count();
    expect(narrowed).toBeLessThanOrEqual(byCategory);

    await page.reload();
    await expect(page.getByRole('group', { name: 'Applied filters' }).getByText('15k-25k')).toBeVisible();
    await expect.poll(() => jobs.count()).toBe(narrowed);

    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => jobs.count()).toBe(all);

    // A job: contact revealed once; Apply For Job applies once, and says so.
    const title = (await jobs.first().getByRole('heading').innerText()).trim();
    await jobs.first().getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(/\/manpower-jobs-details\?job_id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'View Contact Info' }).click();
    await expect(page.getByRole('button', { name: 'View Contact Info' })).toHaveCount(0);
    const apply = page.getByRole('button', { name: 'Apply For Job' });
    await tabTo(page, apply);
    await page.keyboard.press('Enter');
    // Asked once, saying what is sent; nothing is sent before Send application.
    const confirmation = page.getByRole('dialog', { name: `Apply for ${title}?` });
    await expect(confirmation).toHaveAccessibleDescription(
      / will see your application with your profile's name/,
    );
    expect(applies).toHaveLength(0);
    await tabTo(page, confirmation.getByRole('button', { name: 'Send application' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('You have applied for this job.')).toBeVisible();
    await expect(apply).toHaveCount(0);
    expect(applies).toHaveLength(1);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByText('You have applied for this job.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply For Job' })).toHaveCount(0);
    expect(applies).toHaveLength(1);
  });

  test('jobs: a card applies in place, once; the details page knows it and shows every row the server sends', async ({
    page,
  }) => {
    const applies: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/job-apply')) applies.push(url);
    });
    await signIn(page);
    await page.goto('/manpower-jobs?country_type=India');
    const card = page.getByRole('list', { name: 'Jobs India' }).getByRole('article').first();
    const title = (await card.getByRole('heading').innerText()).trim();
    await card.getByRole('button', { name: `Apply for ${title}` }).click();
    await page
      .getByRole('dialog', { name: `Apply for ${title}?` })
      .getByRole('button', { name: 'Send application' })
      .click();
    await expect(card.getByText('You have applied for this job.')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Apply for / })).toHaveCount(0);
    expect(applies).toHaveLength(1);
    await expectNoAxeViolations(page);

    await card.getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('You have applied for this job.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply For Job' })).toHaveCount(0);
    const table = page.getByRole('table', { name: `${title} details` });
    for (const row of ['Minimum Education', 'Timing', 'Working Days']) {
      await expect(table.getByRole('rowheader', { name: row })).toBeVisible();
    }

    // The list does not say who applied: a second Apply gets the server's refusal as its answer.
    await page.goBack();
    await card.getByRole('button', { name: `Apply for ${title}` }).click();
    await page
      .getByRole('dialog', { name: `Apply for ${title}?` })
      .getByRole('button', { name: 'Send application' })
      .click();
    await expect(card.getByText('You have already applied for this job.')).toBeVisible();
    expect(applies).toHaveLength(2);
  });
});
