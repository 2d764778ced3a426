import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SkipLink } from './SkipLink';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  args: { targetId: 'main' },
  parameters: {
    layout: 'fullscreen',
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <header style={{ padding: 16 }}>
          <a href="#top" style={{ color: 'inherit' }}>
            A header link the skip link jumps past
          </a>
        </header>
        <main id="main" tabIndex={-1} style={{ padding: 16 }}>
          <h1>Main content</h1>
        </main>
      </>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const HiddenUntilFocused: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
  },
};

export const VisibleOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toHaveFocus();
    // It slides in (unless the user prefers reduced motion).
    await waitFor(() => expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
  },
};

export const JumpsToMainContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const CustomLabel: Story = {
  args: { children: 'Skip to search results' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Skip to search results' })).toHaveFocus();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: VisibleOnFocus.play,
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
