import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn, tabTo } from './support';

test.describe('educate on the embedded demo backend', () => {
  test('from /educate, by keyboard: a blog category, its blogs, a blog whose HTML is sanitized; its link shared', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/educate');
    await expect(page.getByRole('heading', { level: 1, name: 'Educate' })).toBeVisible();
    await expectNoAxeViolations(page);
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Blogs' }));
    await page.keyboard.press('Enter');

    const categories = page.getByRole('list', { name: 'Blog categories' }).getByRole('article');
    await expect(categories).toHaveCount(6);
    await tabTo(page, page.getByRole('link', { name: 'Extrusion' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blogs-list\?blog_category_id=3/);
    await expect(page.getByRole('heading', { level: 1, name: 'Extrusion' })).toBeVisible();
    const blogs = page.getByRole('list', { name: 'Extrusion blogs' }).getByRole('article');
    await expect(blogs).toHaveCount(4);
    await expect(blogs.first()).toContainText(/Published: \d{2}-\d{2}-\d{4}/);
    await expectNoAxeViolations(page);

    const title = (await blogs.first().getByRole('heading').innerText()).trim();
    await tabTo(page, blogs.first().getByRole('link').first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blogs-details\?blog_id=\d+/);
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(article.getByText(/^By .+ · \d{2}-\d{2}-\d{4} · Extrusion$/)).toBeVisible();
    await expect(article.getByRole('heading', { level: 2, name: 'What to know' })).toBeVisible();
    await expect(article.locator('script, [onclick], [onerror]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The link carries the blog: opened afresh in another tab (nothing in its session storage), the same blog.
    const shared = await page.context().newPage();
    await shared.goto(page.url());
    await expect(shared.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('Q&A by keyboard: a category at /qa/{id}, a question on a page of its own, no dead buttons', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/educate');
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Q&A' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Q&A categories' }).getByRole('article')).toHaveCount(6);
    await tabTo(page, page.getByRole('link', { name: 'Extrusion' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/qa\/4$/);
    const questions = page.getByRole('list', { name: 'Extrusion questions' }).getByRole('article');
    await expect(questions).toHaveCount(5);
    const question = (await questions.first().getByRole('heading').innerText()).trim();
    await expectNoAxeViolations(page);

    await tabTo(page, questions.first().getByRole('link').first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/qa\/details\/\d+\?qa_category_id=4$/);
    await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Answers' })).toContainText('No answers yet.');
    await expect(page.getByRole('button', { name: /View More|Post Your Answer/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('Know Your Polymer by keyboard: a search sent to the server, no match, a polymer whose answers are sanitized', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/educate');
    await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Know Your Polymer' }));
    await page.keyboard.press('Enter');
    const polymers = page.getByRole('list', { name: 'Polymers' }).getByRole('link');
    await expect(polymers.first()).toBeVisible();
    const all = await polymers.count();
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
    await page.keyboard.type('vinyl');
    const searched = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith('/polymers-search'),
    );
    await page.keyboard.press('Enter');
    expect(new URL((await searched).url()).searchParams.get('keyword')).toBe('vinyl');
    await expect(page).toHaveURL(/\/know-your-polymer\?keyword=vinyl$/);
    await expect(polymers).toHaveText(['Polyvinyl Chloride (PVC)', 'Ethylene Vinyl Acetate (EVA)']);

    await page.getByRole('searchbox', { name: 'Search' }).fill('graphene');
    await page.keyboard.press('Enter');
    await expect(page.getByText('No Data Found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(polymers).toHaveCount(all);

    await tabTo(page, page.getByRole('link', { name: 'Polyvinyl Chloride (PVC)' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/polymers\?polymer_id=\d+$/);
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: 'Polyvinyl Chloride (PVC)' })).toBeVisible();
    await expect(article.getByRole('heading', { level: 2 })).toHaveCount(3);
    await expect(article.locator('script, [onclick], [onerror]')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('Know Your Product Composition: brand and year chips added, removed and cleared, each asking the server again', async ({
    page,
  }) => {
    const filterCalls: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/\/polymer-product(-filter)?$/.test(url.pathname)) filterCalls.push(url);
    });
    const lastCall = () => filterCalls.at(-1);
    await signIn(page);
    await page.goto('/know-your-product');
    await tabTo(page, page.getByRole('link', { name: 'Household & Kitchenware' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/polymer-product\?industry_id=1&/);
    await expect(page.getByRole('heading', { level: 1, name: 'Household & Kitchenware' })).toBeVisible();
    const products = page
      .getByRole('list', { name: 'Household & Kitchenware products' })
      .getByRole('article');
    await expect(products).toHaveCount(6);
    await expectNoAxeViolations(page);

    // Brand: Milton and Cello, by keyboard.
    await tabTo(page, page.getByRole('button', { name: /^Brand/ }));
    await page.keyboard.press('Enter');
    for (const brand of ['Milton', 'Cello']) {
      await page.getByRole('checkbox', { name: brand }).focus();
      await page.keyboard.press('Space');
    }
    await page.getByRole('button', { name: 'Apply' }).focus();
    await page.keyboard.press('Enter');
    await expect(products).toHaveCount(4);
    await expect.poll(() => lastCall()?.pathname).toMatch(/\/polymer-product-filter$/);
    // Comma-joined (in the dropdown's order), without the existing product's leading comma.
    expect(lastCall()?.searchParams.get('brand')).toBe('Cello,Milton');
    const chips = page.getByRole('group', { name: 'Applied filters' });
    await expect(chips.getByRole('listitem')).toHaveText(['Cello', 'Milton']);

    // A year as well: the years run from this one back to 2000.
    const year = (await products.first().innerText()).match(/Mfg Year: (\d{4})/)?.[1] ?? '';
    await page.getByRole('button', { name: /^Year/ }).click();
    await expect(page.getByRole('checkbox', { name: String(new Date().getFullYear()) })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '2000' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: '1999' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: year }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => lastCall()?.searchParams.get('year')).toBe(year);
    await expect(chips.getByRole('listitem')).toHaveText(['Cello', 'Milton', year]);
    for (const card of await products.all()) await expect(card).toContainText(`Mfg Year: ${year}`);

    // Removing a chip asks again without it.
    const calls = filterCalls.length;
    await chips.getByRole('button', { name: 'Remove filter Milton' }).click();
    await expect.poll(() => filterCalls.length).toBeGreaterThan(calls);
    expect(lastCall()?.searchParams.get('brand')).toBe('Cello');
    await expect(chips.getByRole('listitem')).toHaveText(['Cello', year]);
    await expectNoAxeViolations(page);

    // The filters are in the URL: a reload keeps them (and starts with nothing cached).
    await page.reload();
    await expect(chips.getByRole('listitem')).toHaveText(['Cello', year]);

    // Clear All: the whole industry again, from the list call.
    await chips.getByRole('button', { name: 'Clear All' }).click();
    await expect(products).toHaveCount(6);
    await expect.poll(() => lastCall()?.pathname).toMatch(/\/polymer-product$/);
    await expect(chips).toHaveCount(0);

    await products.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/polymer-product-details\?polymer_product_id=\d+$/);
    await expect(
      page
        .getByRole('table', { name: /^Parts of / })
        .getByRole('row')
        .nth(1),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
