import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { phoneStory } from '../AppLayout/storyViewports';
import { withStoryRouter } from '../Link/storyRouter';
import { MainNav } from '../MainNav';
import { Text } from '../Text';
import { TopBar } from '../TopBar';
import { UpdatePrompt } from './UpdatePrompt';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/ConnectionNotices/UpdatePrompt',
  component: UpdatePrompt,
  args: { onReload: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      // Each story in its own frame on the docs page: fixed to the bottom, they would pile up in one corner.
      story: { inline: false, height: '320px' },
    },
  },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The prompt over a page, as the app shows it. */
const renderOverPage: Story['render'] = (args) => (
  <>
    <TopBar email="info@plastihub.com" nav={<MainNav currentPath="/" />} />
    <Box as="main" padding="lg">
      <Text>Virgin and recycled polymers from verified sellers across India.</Text>
    </Box>
    <UpdatePrompt {...args} />
  </>
);

export const Playground: Story = {};

export const ReloadByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('A new version of PlastiHub is ready');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** At the bottom of the screen, over the page, clear of the top bar. */
export const OverPage: Story = {
  decorators: [withStoryRouter],
  render: renderOverPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const prompt = canvas.getByRole('region', { name: 'Update' }).getBoundingClientRect();
    await expect(prompt.bottom).toBe(window.innerHeight);
    await expect(prompt.top).toBeGreaterThanOrEqual(
      canvas.getByRole('banner').getBoundingClientRect().bottom,
    );
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

export const PhoneOverPage: Story = {
  ...phoneStory,
  decorators: [withStoryRouter],
  render: renderOverPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const prompt = canvas.getByRole('region', { name: 'Update' }).getBoundingClientRect();
    await expect(prompt.bottom).toBe(window.innerHeight);
    await expect(prompt.top).toBeGreaterThanOrEqual(
      canvas.getByRole('banner').getBoundingClientRect().bottom,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await expect(canvas.getByRole('status')).toHaveTextContent('A new version of PlastiHub is ready');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  decorators: [withStoryRouter],
  render: renderOverPage,
};

/** A deploy removed this tab's code: the app says so and offers Reload (a form holds what the user typed). */
export const UpdatedWhileOpen: Story = {
  args: { message: 'PlastiHub has been updated. Reload to continue.' },
  decorators: [withStoryRouter],
  render: renderOverPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'PlastiHub has been updated. Reload to continue.',
    );
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** The app reloads into the new release by itself: the notice says so, with nothing to press. */
export const ReloadingIntoUpdate: Story = {
  args: { message: 'PlastiHub has been updated. Loading the new version…', onReload: undefined },
  decorators: [withStoryRouter],
  render: renderOverPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the new version…');
    await expect(canvas.queryByRole('button', { name: 'Reload' })).toBeNull();
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
