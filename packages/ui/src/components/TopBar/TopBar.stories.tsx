import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TopBar } from './TopBar';
import { ChatLink } from './ChatLink';
import { MainNav } from '../MainNav';
import { OfflineBadge } from '../ConnectionNotices';
import { phoneStory } from '../AppLayout/storyViewports';
import { storyNavigate, withStoryRouter } from '../Link/storyRouter';
import { inForcedColors } from '../../test-assets/forcedColors';

const socialLinks = {
  facebook: 'https://www.facebook.com/plastihub',
  linkedin: 'https://www.linkedin.com/company/plastihub',
  youtube: 'https://www.youtube.com/@plastihub',
  instagram: 'https://www.instagram.com/plastihub',
};
const signedIn = { user: { name: 'Rohan' } };

const meta = {
  title: 'Components/TopBar',
  component: TopBar,
  decorators: [withStoryRouter],
  args: {
    email: 'info@plastihub.com',
    socialLinks,
    currentPath: '/',
    onLogout: fn(),
  },
  argTypes: { nav: { control: false }, status: { control: false } },
  render: (args) => <TopBar {...args} nav={<MainNav currentPath={args.currentPath} />} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The greeting once the account menu's code is in: Radix's trigger marks its state, the stand-in does not. */
async function accountMenuButton(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('button', { name })).toHaveAttribute('data-state', 'closed'));
  return canvas.getByRole('button', { name });
}

export const Playground: Story = {};

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Hi,/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Login' }));
    await expect(storyNavigate).toHaveBeenCalledWith('/login');
  },
};

export const SignedOutOnLoginPage: Story = {
  args: { currentPath: '/login' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The frame in index.html, before the app knows the session: no Login link and no greeting, space kept. */
export const AccountPending: Story = {
  args: { accountPending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Hi,/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'PlastiHub home' })).toBeVisible();
  },
};

export const SignedIn: Story = {
  args: signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Hi, Rohan' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  },
};

/** A signed-in user with unread messages: the chat link says how many, and leads to My Chat. */
export const SignedInWithUnreadMessages: Story = {
  args: signedIn,
  render: (args) => (
    <TopBar
      {...args}
      accountLinks={<ChatLink href="/chat" unreadCount={3} />}
      nav={<MainNav currentPath={args.currentPath} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'My Chat, 3 unread messages' });
    await expect(link).toHaveTextContent('3');
    await userEvent.click(link);
    await expect(storyNavigate).toHaveBeenCalledWith('/chat');
  },
};

export const SignedInMenuOpenedByKeyboard: Story = {
  args: signedIn,
  play: async ({ canvasElement }) => {
    const greeting = await accountMenuButton(canvasElement, 'Hi, Rohan');
    greeting.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page().findByRole('menu', { name: 'Hi, Rohan' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Dashboard', 'Profile', 'Logout']);
    await waitFor(() => expect(items[0]).toHaveFocus());
  },
};

/**
 * While the page's own content loads, the menu's code waits: the greeting is a stand-in button that fetches
 * the menu when focused and opens it, once there, when pressed.
 */
export const SignedInWhilePageLoads: Story = {
  args: { ...signedIn, accountMenuDeferred: true },
  play: async ({ canvasElement }) => {
    const greeting = within(canvasElement).getByRole('button', { name: 'Hi, Rohan' });
    await expect(greeting).toHaveAttribute('aria-haspopup', 'menu');
    greeting.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page().findByRole('menu', { name: 'Hi, Rohan' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Profile', 'Logout']);
  },
};

export const LogoutFromMenu: Story = {
  args: signedIn,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await accountMenuButton(canvasElement, 'Hi, Rohan'));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const DashboardFromMenu: Story = {
  args: signedIn,
  play: async ({ canvasElement }) => {
    await userEvent.click(await accountMenuButton(canvasElement, 'Hi, Rohan'));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Dashboard' }));
    await expect(storyNavigate).toHaveBeenCalledWith('/dashboard');
  },
};

export const SocialAndContactLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const social = within(canvas.getByRole('list', { name: 'PlastiHub on social media' }));
    await expect(social.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      socialLinks.facebook,
    );
    await expect(social.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      socialLinks.linkedin,
    );
    await expect(social.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', socialLinks.youtube);
    await expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      socialLinks.instagram,
    );
    const email = canvas.getByRole('link', { name: 'info@plastihub.com' });
    await expect(email).toHaveAttribute('href', 'mailto:info@plastihub.com');
    await expect(email).toHaveTextContent('info@plastihub.com');
  },
};

export const WithoutSocialLinks: Story = {
  args: { socialLinks: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list', { name: 'PlastiHub on social media' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'info@plastihub.com' })).toBeVisible();
  },
};

export const LogoLinksHome: Story = {
  args: { currentPath: '/trade' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'PlastiHub home' }));
    await expect(storyNavigate).toHaveBeenCalledWith('/');
  },
};

export const PhoneSignedOut: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'info@plastihub.com' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const PhoneSignedInMainMenuOpenedByKeyboard: Story = {
  ...phoneStory,
  args: { ...signedIn, user: { name: 'Rohan Venkataraman-Iyer' }, currentPath: '/trade' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const greeting = await canvas.findByRole('button', { name: 'Hi, Rohan Venkataraman-Iyer' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // A long name shortens instead of running over the contact links.
    const email = canvas.getByRole('link', { name: 'info@plastihub.com' });
    await expect(greeting.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      email.getBoundingClientRect().right,
    );
    const menu = canvas.getByRole('button', { name: 'Menu' });
    // Email, greeting, logo, then the Menu button (the social links are in the footer on a phone).
    for (let i = 0; i < 4; i++) await userEvent.tab();
    await expect(menu).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Trade' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The badge sighted users see (screen readers hear the status beside it). */
const offlineBadge = (canvasElement: HTMLElement) =>
  within(canvasElement).getByText('Offline', { ignore: '[role=status]' });

/** Offline: the app puts the OfflineBadge in the status slot, just before the account corner. */
export const Offline: Story = {
  args: { status: <OfflineBadge /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Offline');
    const status = offlineBadge(canvasElement);
    await expect(status).toBeVisible();
    const login = canvas.getByRole('link', { name: 'Login' });
    await expect(status.getBoundingClientRect().right).toBeLessThanOrEqual(
      login.getBoundingClientRect().left,
    );
  },
};

/** On a phone the bar keeps one row: a long greeting shortens, the Offline badge does not. */
export const PhoneSignedInOffline: Story = {
  ...phoneStory,
  args: { ...signedIn, user: { name: 'Rohan Venkataraman-Iyer' }, status: <OfflineBadge /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const greeting = await canvas.findByRole('button', { name: 'Hi, Rohan Venkataraman-Iyer' });
    await expect(canvas.getByRole('status')).toHaveTextContent('Offline');
    const status = offlineBadge(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await expect(status.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      canvas.getByRole('link', { name: 'info@plastihub.com' }).getBoundingClientRect().right,
    );
    // In the same row, before the greeting.
    await expect(status.getBoundingClientRect().right).toBeLessThanOrEqual(
      greeting.getBoundingClientRect().left,
    );
    await expect(status.getBoundingClientRect().top).toBeLessThan(greeting.getBoundingClientRect().bottom);
  },
};

export const PhoneSignedOutOffline: Story = {
  ...phoneStory,
  args: { status: <OfflineBadge /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(offlineBadge(canvasElement)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** Back online: the indicator keeps only its words for screen readers, and takes no room in the bar. */
export const BackOnline: Story = {
  args: { status: <OfflineBadge online /> },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status.parentElement).toHaveStyle({ position: 'absolute' });
    await expect(within(canvasElement).queryByText('Offline')).not.toBeInTheDocument();
  },
};

export const DarkThemeSignedIn: Story = {
  globals: { theme: 'dark' },
  args: signedIn,
  play: SignedInMenuOpenedByKeyboard.play,
};

export const DarkThemePhone: Story = { ...phoneStory, globals: { ...phoneStory.globals, theme: 'dark' } };

export const DarkThemeOffline: Story = {
  globals: { theme: 'dark' },
  args: { ...signedIn, status: <OfflineBadge /> },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkThemeSignedIn);
