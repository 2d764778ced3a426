import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';
import { expectFilledApart, inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading photos', value: 0.42 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 1, step: 0.01 } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading photos' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
  },
};

export const Finished: Story = {
  args: { value: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('100%')).toBeVisible();
  },
};

/** A value out of range (or not a number) is held between 0 and 100%. */
export const OutOfRange: Story = {
  args: { value: 7 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};

/** Uploading in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Uploading, globals: { ...Uploading.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, {
  check: async ({ canvasElement }) => {
    await expectFilledApart(within(canvasElement).getByRole('progressbar').querySelector('[style]')!);
  },
});
