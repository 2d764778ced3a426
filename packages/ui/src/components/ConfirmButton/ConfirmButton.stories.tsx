import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConfirmButton } from './ConfirmButton';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/ConfirmButton',
  component: ConfirmButton,
  args: {
    children: 'Buy',
    'aria-label': 'Buy Gold package',
    title: 'Buy the Gold package?',
    description: '500 tokens for Rs. 1,099, charged now.',
    confirmLabel: 'Buy for Rs. 1,099',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked once, naming the package, the tokens and the price; bought only on the dialog's own button. */
export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buy Gold package' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Buy the Gold package?' });
    await expect(dialog).toHaveAccessibleDescription('500 tokens for Rs. 1,099, charged now.');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy for Rs. 1,099' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByRole('button', { name: 'Buy Gold package' })).toHaveFocus();
  },
};

/** Escape keeps everything, and the focus comes back to the button. */
export const EscapeKeepsEverything: Story = {
  tags: ['skip-visual'],
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Buy Gold package' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('dialog', { name: 'Buy the Gold package?' });
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

/** While what was confirmed is being sent. */
export const Pending: Story = { args: { pending: true } };

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
