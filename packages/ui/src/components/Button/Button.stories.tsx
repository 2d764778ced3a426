import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Inline } from '../Box';
import { Button, buttonSizes, buttonVariants } from './Button';
import { expectKeyboardPress, expectNotPressable } from './Button.play';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Submit', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Inline space="md">
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="md">
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {size}
        </Button>
      ))}
    </Inline>
  ),
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const Pending: Story = {
  args: { pending: true, children: 'Saving' },
  play: async (context) => {
    const button = within(context.canvasElement).getByRole('button', { name: 'Saving' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expectNotPressable('Saving')(context);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expectNotPressable('Submit')(context);
  },
};

export const KeyboardPress: Story = { play: expectKeyboardPress('Submit') };

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
