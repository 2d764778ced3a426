import { within } from 'storybook/test';

/** The account sidebar of a screen story. */
export const accountNav = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'My account' }));

/** The sidebar's link names in reading order. */
export const linkNames = (nav: ReturnType<typeof accountNav>) =>
  nav.getAllByRole('link').map((link) => link.textContent);
