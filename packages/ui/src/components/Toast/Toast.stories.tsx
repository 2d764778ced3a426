import type { Meta, StoryObj } from '@storybook/react-vite';
import { extractComponentDescription } from 'storybook/internal/docs-tools';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, toastTones, useToast, type ToastOptions } from './Toast';
import { inForcedColors } from '../../test-assets/forcedColors';

/** A page control that raises a toast, as a screen would after a save. */
function ShowToastButton(toast: ToastOptions) {
  const { show } = useToast();
  return <Button onPress={() => show(toast)}>Show notification</Button>;
}

const meta = {
  title: 'Components/Toast',
  component: ShowToastButton,
  args: { title: 'Message sent', description: 'The seller will reply in chat.', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
  decorators: [
    // Long enough that a toast never times out while a story is tested or screenshotted.
    (Story) => (
      <ToastProvider duration={3_600_000}>
        <Story />
      </ToastProvider>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show notification' }));
    const viewport = within(document.body).getByRole('region', { name: /Notifications/ });
    await expect(await within(viewport).findByText(args.title)).toBeVisible();
  },
  parameters: {
    // The docs page describes ToastProvider by its JSDoc: docgen skips stories files, so the wrapper has none.
    docs: { extractComponentDescription: () => extractComponentDescription(ToastProvider) },
  },
} satisfies Meta<typeof ShowToastButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Success: Story = {};

export const Info: Story = { args: { tone: 'info', title: 'Chat refreshed', description: undefined } };

export const Warning: Story = {
  args: { tone: 'warning', title: 'Compare list is full', description: 'You can Compare upto 3 items' },
};

export const Critical: Story = {
  args: { tone: 'critical', title: 'Message not sent', description: 'The message field is required.' },
};

export const DismissWithKeyboard: Story = {
  play: async (context) => {
    await meta.play(context);
    const viewport = within(document.body).getByRole('region', { name: /Notifications/ });
    // [F8] sets the key code, which is what Radix's hotkey listens for.
    await userEvent.keyboard('[F8]');
    await expect(viewport.querySelector('ol')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const close = within(viewport).getByRole('button', { name: 'Dismiss notification' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(viewport).queryByText('Message sent')).not.toBeInTheDocument());
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
