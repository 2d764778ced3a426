import { expect, test } from '@playwright/test';

// Redux DevTools show every action and the whole state to whoever opens them: a production build must not hand
// its store to the extension. A stand-in for the extension records whether the store asked for it.
test('a production build does not connect its store to Redux DevTools', async ({ page }) => {
  await page.addInitScript(() => {
    const compose =
      (...functions: ((value: unknown) => unknown)[]) =>
      (value: unknown) =>
        functions.reduceRight((result, next) => next(result), value);
    Object.assign(window, {
      devToolsAsked: false,
      __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: (...args: unknown[]) => {
        Object.assign(window, { devToolsAsked: true });
        return typeof args[0] === 'function'
          ? compose(...(args as ((value: unknown) => unknown)[]))
          : compose;
      },
    });
  });
  await page.goto('/about-us');
  await expect(page.getByRole('main').getByText(/PlastiHub brings India/)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { devToolsAsked: boolean }).devToolsAsked)).toBe(
    false,
  );
});
