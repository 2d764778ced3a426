import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectKeyboardPress, expectNotPressable } from '../Button/Button.play';
import { Inline } from '../Box';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';
import { CloseIcon, MenuIcon, SearchIcon } from './icons';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: <CloseIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <Inline space="md">
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Close (${variant})`} />
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline space="md">
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} label={`Search (${size})`} icon={<SearchIcon />} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    // Even the smallest one clears the 24 px minimum target.
    const smallest = within(canvasElement).getByRole('button', { name: 'Search (small)' });
    const { width, height } = smallest.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24);
  },
};

export const Disabled: Story = {
  args: { disabled: true, label: 'Open menu', icon: <MenuIcon /> },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('button', { name: 'Open menu' })).toBeDisabled();
    await expectNotPressable('Open menu')(context);
  },
};

export const KeyboardPress: Story = { play: expectKeyboardPress('Close') };

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
