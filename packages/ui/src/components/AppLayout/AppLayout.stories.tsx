import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppLayout } from './AppLayout';
import { phoneStory } from './storyViewports';
import { Heading, Text } from '../Text';

const header = (
  <header style={{ padding: 16, borderBottom: '1px solid currentColor' }}>
    <Text weight="bold">Header slot</Text>
  </header>
);
const footer = (
  <footer style={{ padding: 16, borderTop: '1px solid currentColor' }}>
    <Text>Footer slot</Text>
  </footer>
);
const sidebar = (
  <nav aria-label="Account" style={{ padding: 16, border: '1px solid currentColor' }}>
    <Text>Sidebar slot</Text>
  </nav>
);

const meta = {
  title: 'Components/AppLayout',
  component: AppLayout,
  args: {
    header,
    footer,
    children: (
      <>
        <Heading level={1}>Page title</Heading>
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
    await expect(canvas.getByRole('banner')).toHaveTextContent('Header slot');
    await expect(canvas.getByRole('main')).toHaveTextContent('Page title');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Footer slot');
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
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(main.getBoundingClientRect().width).toBeLessThanOrEqual(1200);
  },
};

export const WithSidebar: Story = {
  args: { sidebar },
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
  args: { sidebar },
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
