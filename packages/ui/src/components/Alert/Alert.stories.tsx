import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Box';
import { Alert, alertTones } from './Alert';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'success', children: 'Profile updated successfully.' },
  argTypes: {
    tone: { control: 'inline-radio', options: alertTones },
    errors: { control: 'object' },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: () => (
    <Stack space="md">
      {alertTones.map((tone) => (
        <Alert key={tone} tone={tone} title={`A ${tone} message`}>
          Your listing is waiting for approval.
        </Alert>
      ))}
    </Stack>
  ),
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Profile updated successfully.',
    );
  },
};

export const ValidationErrors: Story = {
  args: {
    tone: 'critical',
    title: 'Please correct the following:',
    children: undefined,
    errors: ['The mobile field is required.', 'The email must be a valid email address.'],
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    const items = within(alert).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'The mobile field is required.',
      'The email must be a valid email address.',
    ]);
  },
};

export const Info: Story = { args: { tone: 'info', children: 'Chat refreshes every 5 seconds.' } };

export const Warning: Story = {
  args: { tone: 'warning', children: 'You can Compare upto 3 items' },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    const dismiss = within(canvasElement).getByRole('button', { name: 'Dismiss message' });
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
