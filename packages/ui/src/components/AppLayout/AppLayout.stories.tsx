import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppLayout } from './AppLayout';
import { phoneStory } from './storyViewports';
import { Text } from '../Text';
import { TopBar } from '../TopBar';
import { MainNav } from '../MainNav';
import { Footer } from '../Footer';
import { Sidebar } from '../Sidebar';
import { PageHeader } from '../PageHeader';
import { inForcedColors } from '../../test-assets/forcedColors';

const header = (
  <TopBar
    email="info@plastihub.com"
    socialLinks={{
      facebook: 'https://www.facebook.com/plastihub',
      youtube: 'https://www.youtube.com/@plastihub',
    }}
    user={{ name: 'Rohan' }}
    onLogout={() => {}}
    nav={<MainNav currentPath="/connect" />}
  />
);
const footer = (
  <Footer
    currentPath="/connect"
    googlePlayHref="https://play.google.com/store/apps/details?id=com.plastihub.app"
  />
);
const sidebar = (
  <Sidebar
    currentPath="/my-wallet"
    sections={[
      {
        links: [
          { label: 'Dashboard', href: '/dashboard' },
          { label: 'My Profile', href: '/profile' },
          { label: 'My Wallet', href: '/my-wallet' },
        ],
      },
    ]}
    onLogout={() => {}}
  />
);

const meta = {
  title: 'Components/AppLayout',
  component: AppLayout,
  args: {
    header,
    footer,
    children: (
      <>
        <PageHeader title="Connect" breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Connect' }]} />
        <Text>The page content sits in the main region, capped at 1200 px wide.</Text>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Landmarks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toContainElement(
      canvas.getByRole('navigation', { name: 'Main' }),
    );
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { level: 1, name: 'Connect' }),
    );
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 PlastiHub');
  },
};

export const SkipToContentByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const ContentWidthIsCapped: Story = {
  parameters: {
    viewport: { options: { wide: { name: 'Wide desktop', styles: { width: '1600px', height: '900px' } } } },
  },
  globals: { viewport: { value: 'wide', isRotated: false } },
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main').getBoundingClientRect();
    await expect(main.width).toBeLessThanOrEqual(1200);
    // Centred: equal space either side.
    await expect(Math.abs(main.left - (1600 - main.right))).toBeLessThanOrEqual(1);
  },
};

const accountPage = (
  <>
    <PageHeader
      title="My Wallet"
      breadcrumbs={[
        { label: 'Home', href: '/' },
        { label: 'Dashboard', href: '/dashboard' },
        { label: 'My Wallet' },
      ]}
    />
    <Text>Account pages put the Sidebar beside the content.</Text>
  </>
);

export const WithSidebar: Story = {
  args: { sidebar, children: accountPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Account' });
    const main = canvas.getByRole('main');
    // Side by side on a wide screen.
    await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(main.getBoundingClientRect().left);
  },
};

export const WithSidebarOnPhone: Story = {
  ...phoneStory,
  args: { sidebar, children: accountPage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Account' });
    const main = canvas.getByRole('main');
    // Stacked on a phone, with no horizontal scrolling.
    await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(main.getBoundingClientRect().top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' }, args: { sidebar } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
