import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Sidebar, type SidebarSection } from './Sidebar';
import { phoneStory } from '../AppLayout/storyViewports';
import { storyNavigate, withStoryRouter } from '../Link/storyRouter';
import { expectFilledApart, inForcedColors } from '../../test-assets/forcedColors';

const icon = (d: ReactNode) => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    {d}
  </svg>
);

const accountLinks: SidebarSection = {
  links: [
    {
      label: 'Dashboard',
      href: '/dashboard',
      icon: icon(<path d="M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" />),
    },
    { label: 'Role Update', href: '/update-role', icon: icon(<path d="M4 20l4-1 11-11-3-3L5 16z" />) },
    {
      label: 'My Profile',
      href: '/profile',
      icon: icon(<path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />),
    },
    { label: 'My Wallet', href: '/my-wallet', icon: icon(<path d="M3 7h18v12H3zM16 13h2M3 7l13-4v4" />) },
    { label: 'My Chat', href: '/chat', icon: icon(<path d="M4 5h16v11H9l-5 4z" />) },
    { label: 'My Transaction', href: '/my-transaction', icon: icon(<path d="M5 8h14l-3-3M19 16H5l3 3" />) },
  ],
};
const sellerLinks: SidebarSection = {
  title: 'Material Seller',
  links: [
    { label: 'Product Add', href: '/product-add', icon: icon(<path d="M12 5v14M5 12h14" />) },
    { label: 'Product View', href: '/product-view', icon: icon(<path d="M4 6h16M4 12h16M4 18h16" />) },
  ],
};
const vendorLinks: SidebarSection = {
  title: 'Machine Vendor',
  links: [
    { label: 'Machine Add', href: '/machine-add', icon: icon(<path d="M12 5v14M5 12h14" />) },
    { label: 'Machine View', href: '/machine-view', icon: icon(<path d="M4 6h16M4 12h16M4 18h16" />) },
  ],
};
const settingsLinks: SidebarSection = {
  title: 'Settings',
  links: [
    {
      label: 'Change Password',
      href: '/change-password',
      icon: icon(<path d="M6 11h12v9H6zM8 11V7a4 4 0 0 1 8 0v4" />),
    },
  ],
};

const meta = {
  title: 'Components/Sidebar',
  component: Sidebar,
  args: {
    sections: [accountLinks, sellerLinks, vendorLinks, settingsLinks],
    currentPath: '/dashboard',
    onLogout: fn(),
  },
  argTypes: { sections: { control: false } },
  decorators: [
    // The column width it gets beside the page; phone stories get the full width, as in AppLayout.
    (Story, { globals }) =>
      globals.viewport?.value === phoneStory.globals.viewport.value ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 280 }}>
          <Story />
        </div>
      ),
    withStoryRouter,
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const CurrentPageMarked: Story = {
  args: { currentPath: '/my-wallet' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Account' }));
    await expect(nav.getByRole('link', { name: 'My Wallet' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  },
};

export const RoleSections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const seller = canvas.getByRole('list', { name: 'Material Seller' });
    await expect(
      within(seller)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Product Add', 'Product View']);
    await expect(canvas.getByRole('list', { name: 'Machine Vendor' })).toBeVisible();
  },
};

export const BuyerWithoutRoleLinks: Story = {
  args: { sections: [accountLinks, settingsLinks], currentPath: '/profile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Product Add' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(7);
  },
};

export const RoutesPlainClicks: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'My Chat' }));
    await expect(storyNavigate).toHaveBeenCalledWith('/chat');
  },
};

export const LogoutByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const logout = within(canvasElement).getByRole('button', { name: 'Logout' });
    logout.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const WithoutLogout: Story = {
  args: { onLogout: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  },
};

export const PhoneCollapsed: Story = {
  ...phoneStory,
  args: { currentPath: '/my-wallet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Account menu/ });
    await expect(toggle).toHaveTextContent('My Wallet');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  },
};

export const PhoneLongCurrentPage: Story = {
  ...phoneStory,
  args: {
    label: 'My account',
    currentPath: '/financial-institution-profile',
    sections: [
      accountLinks,
      {
        title: 'Financial Institution',
        links: [{ label: 'Financial Institution Profile', href: '/financial-institution-profile' }],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: /My account menu/ });
    await expect(toggle).toHaveTextContent('Financial Institution Profile');
    // The page name shortens with an ellipsis instead of pushing the page sideways.
    await expect(toggle.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const PhoneOpenedByKeyboard: Story = {
  ...phoneStory,
  args: { currentPath: '/my-wallet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: /Account menu/ });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'My Wallet' })).toHaveAttribute('aria-current', 'page');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const PhoneClosesOnEscape: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Account menu/ });
    await userEvent.click(toggle);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { currentPath: '/product-add' } };

export const DarkThemePhoneOpen: Story = {
  ...phoneStory,
  globals: { ...phoneStory.globals, theme: 'dark' },
  args: { currentPath: '/product-add' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Account menu/ }));
    await expect(within(canvasElement).getByRole('link', { name: 'Product Add' })).toBeVisible();
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, {
  replay: false,
  check: async ({ canvasElement }) => {
    await expectFilledApart(canvasElement.querySelector('[aria-current=page]')!);
  },
});
