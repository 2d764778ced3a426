import { expect, test } from '@playwright/test';
import { README_LOGIN, openPage } from '../csp';
import { submitLogin, visit } from '../demo/support';

// A phone on 4G loses its connection between two pages: the list that could not load comes by itself once the
// connection is back, without a press of Try again.
test('a list that failed while offline loads by itself when the connection comes back', async ({
  page,
  context,
}) => {
  await openPage(page, '/login');
  await submitLogin(page, README_LOGIN);
  await expect(page).toHaveURL(/\/$/);
  await openPage(page, '/trade-product?trade_type=Virgin+Polymers');
  await expect(
    page.getByRole('list', { name: 'Virgin Polymers products' }).getByRole('article').first(),
  ).toBeVisible();

  await context.setOffline(true);
  await visit(page, '/trade-product?trade_type=Scrap+Material');
  await expect(page.getByRole('alert').first()).toContainText('could not reach the server');
  await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible();

  await context.setOffline(false);
  await expect(
    page.getByRole('list', { name: 'Scrap Material products' }).getByRole('article').first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
});
