import { expect, test, type Page } from '@playwright/test';
import { README_LOGIN } from '../csp';
import { listItemAt, scrollToListing, submitLogin } from '../demo/support';

/*
 * The buyer tools (issue 33) on the VITE_API_BASE_URL build, over HTTP to the mock server. For the price watch the
 * material's Pune price is what the server sends that day (the test sets it on the details answer), and the
 * browser's clock says which day it is.
 */
const material = '/material-details?material_id=1&material_city=Pune';

/** The server's answer for the material, with its Pune price set to `price`. */
async function pricedAt(page: Page, price: number) {
  await page.unroute('**/api/connect-materials-details*');
  await page.route('**/api/connect-materials-details*', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as {
      connect_materials: { connect_material_prices: Array<{ city: string; price: number | null }> };
    };
    for (const entry of body.connect_materials.connect_material_prices) {
      if (entry.city.toLowerCase() === 'pune') entry.price = price;
    }
    await route.fulfill({ response: answer, json: body });
  });
}

test('a watched material shows the change since the last visit after its price changes, here and in My Watchlist', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-11-20T10:00:00'));
  await page.goto('/login');
  await submitLogin(page, README_LOGIN);
  await expect(page).toHaveURL(/\/$/);

  await pricedAt(page, 100);
  await page.goto(material);
  const watch = page.getByRole('region', { name: 'Price watch' });
  await watch.getByRole('button', { name: 'Watch the price in Pune' }).click();
  await expect(watch.getByRole('button', { name: 'Watching the price in Pune' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    watch.getByText('The change shows here from the next day you look at this price.'),
  ).toBeVisible();

  // Two days later the server says Rs. 112.
  await page.clock.setFixedTime(new Date('2026-11-22T09:00:00'));
  await pricedAt(page, 112);
  await page.reload();
  await expect(watch.getByText(/Since your last visit/)).toHaveText(/Up Rs\. 12(\.00)? \(12(\.0)?%\)/);
  await expect(
    watch.getByRole('img', { name: /^Prices seen from 20 Nov to 22 Nov: lowest Rs\. 100/ }),
  ).toBeVisible();
  await expect(watch.getByText(/prices you saw in this browser/)).toBeVisible();

  await page.goto('/my-watchlist');
  const watched = page.getByRole('list', { name: 'Watched prices' }).getByRole('article');
  await expect(watched).toHaveCount(1);
  await expect(watched.getByText(/Since your last visit/)).toHaveText(/Up Rs\. 12/);
  await expect(watched.getByRole('link')).toHaveAttribute('href', material);
});

test('a listing saved from its card over HTTP is in My Shortlist, and unsaved from its details page it is gone', async ({
  page,
}) => {
  await page.goto('/login');
  await submitLogin(page, README_LOGIN);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/money');
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `Save ${title}` }).click();
  await expect(card.getByRole('button', { name: `Save ${title}` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/my-shortlist');
  const saved = page.getByRole('region', { name: 'Financial Institution' });
  await saved.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: `Save ${title}` }).click();
  await expect(page.getByRole('button', { name: `Save ${title}` })).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/my-shortlist');
  await expect(page.getByRole('heading', { name: 'No Data Found' })).toBeVisible();
});

/** Saves the list on the page as a search of that name. */
async function saveSearchAs(page: Page, name: string) {
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Search saved as "${name}".`)).toBeVisible();
}

/** Two products listed since: the server's trade list answers with them first. */
async function listTwoNewProducts(page: Page) {
  await page.route('**/api/typewise-trade-product-list*', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { products: Array<Record<string, unknown>> };
    const [first] = body.products;
    const added = ['PP Homopolymer, new lot A', 'PP Homopolymer, new lot B'].map((name, i) => ({
      ...first,
      id: 90_001 + i,
      name,
    }));
    await route.fulfill({ response: answer, json: { ...body, products: [...added, ...body.products] } });
  });
}

test('a saved search shows "2 new" after the list call returns two new ids, and opened it marks them New', async ({
  page,
}) => {
  await page.goto('/login');
  await submitLogin(page, README_LOGIN);
  await expect(page).toHaveURL(/\/$/);
  const list = '/trade-product?trade_type=Virgin+Polymers';
  await page.goto(list);
  await expect(
    page.getByRole('list', { name: 'Virgin Polymers products' }).getByRole('article').first(),
  ).toBeVisible();
  await saveSearchAs(page, 'Virgin polymers');

  await listTwoNewProducts(page);
  await page.goto('/my-saved-searches');
  const saved = page.getByRole('article', { name: 'Virgin polymers' });
  await expect(saved.getByText('2 new')).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('2 new listings in your saved searches.')).toBeVisible();

  await page.goto('/my-saved-searches');
  await saved.getByRole('link', { name: 'Virgin polymers' }).click();
  await expect(page).toHaveURL(list);
  const cards = page.getByRole('list', { name: 'Virgin Polymers products' }).getByRole('article');
  for (const [index, name] of ['PP Homopolymer, new lot A', 'PP Homopolymer, new lot B'].entries()) {
    await expect(cards.nth(index).getByRole('heading')).toHaveText(name);
    await expect(cards.nth(index).getByText('New', { exact: true })).toBeVisible();
  }
  await expect(cards.nth(2).getByText('New', { exact: true })).toHaveCount(0);

  await page.goto('/my-saved-searches');
  await expect(saved.getByText('No new listings')).toBeVisible();
});

/** The server's trade list made 600 products long (copies with ids of their own), plus `added` at 400th place. */
async function sixHundredProducts(page: Page, added: string[] = []) {
  await page.unroute('**/api/typewise-trade-product-list*');
  await page.route('**/api/typewise-trade-product-list*', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { products: Array<Record<string, unknown>> };
    const products = Array.from({ length: 600 - added.length }, (_, i) => ({
      ...body.products[i % body.products.length],
      id: 50_001 + i,
      name: `${String(body.products[i % body.products.length]!.name)}, lot ${i + 1}`,
    }));
    const model = products[0]!;
    products.splice(399, 0, ...added.map((name, i) => ({ ...model, id: 90_001 + i, name })));
    await route.fulfill({ response: answer, json: { ...body, products } });
  });
}

test('on a list of 600, the two products new since a saved search are marked New where they are, 400th and 401st', async ({
  page,
}) => {
  await page.goto('/login');
  await submitLogin(page, README_LOGIN);
  await expect(page).toHaveURL(/\/$/);
  await sixHundredProducts(page);
  const list = '/trade-product?trade_type=Virgin+Polymers';
  await page.goto(list);
  await expect(page.getByRole('status').filter({ hasText: /results$/ })).toHaveText('600 results');
  await saveSearchAs(page, 'Virgin polymers');

  const added = ['PP Homopolymer, new lot A', 'PP Homopolymer, new lot B'];
  await sixHundredProducts(page, added);
  await page.goto('/my-saved-searches');
  await expect(page.getByRole('article', { name: 'Virgin polymers' }).getByText('2 new')).toBeVisible();
  await page.getByRole('link', { name: 'Virgin polymers' }).click();
  await expect(page).toHaveURL(list);
  const results = page.getByRole('list', { name: 'Virgin Polymers products' });
  await scrollToListing(page, results, 401);
  for (const [offset, name] of added.entries()) {
    const card = listItemAt(results, 400 + offset).getByRole('article');
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('heading')).toHaveText(name);
    await expect(card.getByText('New', { exact: true })).toBeVisible();
  }
  await expect(listItemAt(results, 402).getByText('New', { exact: true })).toHaveCount(0);
});
