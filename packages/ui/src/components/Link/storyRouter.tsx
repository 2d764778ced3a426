import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RouterProvider } from 'react-aria';

/**
 * The stories' router: a plain click on a link is recorded here instead of loading another page in the story's
 * frame. Storybook clears it before each story.
 */
export const storyNavigate = fn().mockName('navigate');

/** Puts a story under a RouterProvider that records its links' client-side navigation in `storyNavigate`. */
export const withStoryRouter: Decorator = (Story) => (
  // Only the href: React Aria passes the link's router options as a second argument.
  <RouterProvider navigate={(href) => storyNavigate(href)}>
    <Story />
  </RouterProvider>
);
