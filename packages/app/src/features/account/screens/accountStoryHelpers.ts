import { within } from 'storybook/test';

/** The account sidebar of a screen story. */
export const accountNav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'My account' }));

/** The sidebar's link names in reading order. */
export const linkNames = (nav: ReturnType<typeof accountNav>) =>
  nav.getAllByRole('link').map((link) => link.textContent);

/** First loads go through the mock backend in a busy test browser: allow more than the 1 s default. */
export const LOAD = { timeout: 5000 };
