import { expect, test, type Page } from '@playwright/test';
import { README_LOGIN } from '../csp';
import { submitLogin } from '../demo/support';

// Phones with a full storage, private windows and in-app browsers that block it: the app keeps what it cannot
// store in the tab's memory, and the visitor browses and signs in as anywhere else.
const storages = {
  full: () => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  },
  blocked: () => {
    for (const name of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    }
  },
};

async function browseAndSignIn(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Virgin Polymers' }).first().click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await submitLogin(page, README_LOGIN);
  await expect(page.getByRole('heading', { level: 1, name: 'Virgin Polymers' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Virgin Polymers products' }).getByRole('article').first(),
  ).toBeVisible();
}

for (const [kind, breakStorage] of Object.entries(storages)) {
  test(`with a ${kind} browser storage a visitor browses and signs in`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(breakStorage);
    await browseAndSignIn(page);
    // Signed in for this tab: the account menu greets the user.
    await expect(page.getByRole('button', { name: /^Hi, / })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

/** Fills the origin's localStorage until the browser refuses more, as a phone's full storage does. */
async function fillStorage(page: Page) {
  await page.evaluate(() => {
    let chunk = 'x'.repeat(1024 * 1024);
    for (let index = 0; chunk.length > 0; index += 1) {
      try {
        localStorage.setItem(`filler.${index}`, chunk);
      } catch {
        chunk = chunk.slice(Math.ceil(chunk.length / 2));
      }
    }
  });
}

test('a full storage never wipes the shortlist: opening a listing afterwards leaves it saved', async ({
  page,
}) => {
  await page.goto('/login');
  await submitLogin(page, README_LOGIN);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/trade-product?trade_type=Virgin+Polymers');
  const cards = page.getByRole('list', { name: 'Virgin Polymers products' }).getByRole('article');
  const title = (await cards.first().getByRole('heading').textContent())!.trim();
  await cards
    .first()
    .getByRole('button', { name: `Save ${title}` })
    .click();
  await expect(cards.first().getByRole('button', { name: `Save ${title}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await fillStorage(page);
  // Opening a listing records it as recently viewed: a write the full storage refuses.
  await cards.nth(1).getByRole('link').first().click();
  await expect(page.getByRole('button', { name: /^Save / }).first()).toBeVisible();

  await page.goto('/my-shortlist');
  const saved = page.getByRole('region', { name: 'Trade Product' }).getByRole('article');
  await expect(saved).toHaveCount(1);
  await expect(saved.getByRole('link', { name: title })).toBeVisible();
});
