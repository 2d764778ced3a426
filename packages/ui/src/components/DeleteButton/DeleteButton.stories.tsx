import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeleteButton } from './DeleteButton';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/DeleteButton',
  component: DeleteButton,
  args: { itemName: 'Mehta Tool Room', onDelete: fn() },
} satisfies Meta<typeof DeleteButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Delete/ }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Delete this listing?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Mehta Tool Room will be removed. This cannot be undone.',
    );
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Delete/ }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const Cancelled: Story = {
  tags: ['skip-visual'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Delete/ }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: 'Delete Mehta Tool Room' })).toHaveFocus();
  },
};

export const Deleting: Story = {
  args: { pending: true, title: 'Delete this machine?' },
};

/** Confirmed in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Confirmed, globals: { ...Confirmed.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
