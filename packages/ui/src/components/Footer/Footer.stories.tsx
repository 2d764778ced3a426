import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from './Footer';
import { phoneStory } from '../AppLayout/storyViewports';
import { storyNavigate, withStoryRouter } from '../Link/storyRouter';
import { inForcedColors } from '../../test-assets/forcedColors';

const stores = {
  googlePlayHref: 'https://example.com/google-play',
  appStoreHref: 'https://example.com/app-store',
};

const meta = {
  title: 'Components/Footer',
  component: Footer,
  decorators: [withStoryRouter],
  args: { currentPath: '/', ...stores },
  argTypes: {
    currentPath: {
      control: 'select',
      options: ['/', '/about-us', '/contact-us', '/privacy-policy', '/trade'],
    },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SpecLinks: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Footer' }));
    const links = nav.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About Us', '/about-us'],
      ['Contact Us', '/contact-us'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Use', '/terms-of-use'],
      ['Trade', '/trade'],
      ['Connect', '/connect'],
      ['Educate', '/educate'],
      // Beyond the spec's list: car scrappage is reachable from no other menu (issue 31).
      ['Car Scrappage', '/car-scrappage'],
    ]);
    await expect(within(canvasElement).getByText('© 2026 PlastiHub')).toBeVisible();
  },
};

export const CurrentPageMarked: Story = {
  args: { currentPath: '/privacy-policy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Terms of Use' })).not.toHaveAttribute('aria-current');
  },
};

export const RoutesPlainClicks: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Contact Us' }));
    await expect(storyNavigate).toHaveBeenCalledWith('/contact-us');
  },
};

export const AppStoreBadges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      stores.googlePlayHref,
    );
    await expect(canvas.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      stores.appStoreHref,
    );
  },
};

export const WithoutAppLinks: Story = {
  args: { googlePlayHref: undefined, appStoreHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Get the app')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(9);
  },
};

export const Phone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { currentPath: '/trade' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
