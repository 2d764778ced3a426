import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MainNav } from './MainNav';
import { phoneStory } from '../AppLayout/storyViewports';
import { storyNavigate, withStoryRouter } from '../Link/storyRouter';
import { expectFilledApart, inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/MainNav',
  component: MainNav,
  decorators: [withStoryRouter],
  args: { currentPath: '/' },
  argTypes: {
    currentPath: { control: 'select', options: ['/', '/connect', '/trade', '/educate', '/about-us'] },
  },
} satisfies Meta<typeof MainNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CurrentPageMarked: Story = {
  args: { currentPath: '/trade' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Trade' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const NoCurrentPage: Story = {
  args: { currentPath: '/about-us' },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Home', 'Connect', 'Trade', 'Educate']);
    for (const link of links) await expect(link).not.toHaveAttribute('aria-current');
  },
};

export const RoutesPlainClicks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Wide screens show the links themselves, no Menu button.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Educate' }));
    await expect(storyNavigate).toHaveBeenCalledWith('/educate');
  },
};

export const CustomItems: Story = {
  args: {
    currentPath: '/money',
    items: [
      { label: 'Money', href: '/money' },
      { label: 'Machine', href: '/machine' },
      { label: 'Material', href: '/material-brand' },
      { label: 'Manpower', href: '/manpower' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Money' })).toHaveAttribute('aria-current', 'page');
  },
};

export const PhoneCollapsed: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Trade' })).not.toBeInTheDocument();
  },
};

export const PhoneMenuOpenedByKeyboard: Story = {
  ...phoneStory,
  args: { currentPath: '/connect' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    await expect(list).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Connect' })).toHaveAttribute('aria-current', 'page');
  },
};

export const PhoneMenuClosesOnEscape: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  },
};

export const PhoneMenuClosesAfterNavigating: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.click(canvas.getByRole('link', { name: 'Trade' }));
    await expect(storyNavigate).toHaveBeenCalledWith('/trade');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

/** When the browser offers to install the site, the app adds an Install app button after the links. */
export const WithInstallAction: Story = {
  args: { action: { label: 'Install app', onPress: fn() } },
  play: async ({ args, canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    const install = nav.getByRole('button', { name: 'Install app' });
    const educate = nav.getByRole('link', { name: 'Educate' });
    // After the links, in the same row.
    await expect(install.getBoundingClientRect().left).toBeGreaterThan(educate.getBoundingClientRect().right);
    await expect(install.getBoundingClientRect().top).toBe(educate.getBoundingClientRect().top);
    await userEvent.click(install);
    await expect(args.action?.onPress).toHaveBeenCalledOnce();
  },
};

export const PhoneInstallActionClosesMenu: Story = {
  ...phoneStory,
  args: { action: { label: 'Install app', onPress: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    // Reached by keyboard after the last link, as wide as the links.
    for (let i = 0; i < 5; i++) await userEvent.tab();
    const install = canvas.getByRole('button', { name: 'Install app' });
    await expect(install).toHaveFocus();
    await expect(install.getBoundingClientRect().width).toBe(
      canvas.getByRole('link', { name: 'Educate' }).getBoundingClientRect().width,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.action?.onPress).toHaveBeenCalledOnce();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { currentPath: '/educate' } };

export const DarkThemePhoneMenuOpen: Story = {
  ...phoneStory,
  globals: { ...phoneStory.globals, theme: 'dark' },
  args: { currentPath: '/educate' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await expect(within(canvasElement).getByRole('link', { name: 'Educate' })).toBeVisible();
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, {
  replay: false,
  check: async ({ canvasElement }) => {
    await expectFilledApart(canvasElement.querySelector('[aria-current=page]')!);
  },
});
