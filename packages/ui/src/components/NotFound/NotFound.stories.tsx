import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotFound } from './NotFound';
import { phoneStory } from '../AppLayout/storyViewports';
import { storyNavigate, withStoryRouter } from '../Link/storyRouter';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/NotFound',
  component: NotFound,
  decorators: [withStoryRouter],
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const MovedOrDeleted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(
      canvas.getByText('Unfortunately the page you are looking for has been moved or deleted'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'GO TO HOMEPAGE' })).toHaveAttribute('href', '/');
  },
};

export const GoHomeByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'GO TO HOMEPAGE' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(storyNavigate).toHaveBeenCalledWith('/');
  },
};

export const Phone: Story = {
  ...phoneStory,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, { replay: false });
