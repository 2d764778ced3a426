import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Box';
import { Spinner, spinnerSizes } from './Spinner';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: () => (
    <Inline space="lg">
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={`Loading (${size})`} />
      ))}
    </Inline>
  ),
};

export const WithVisibleLabel: Story = {
  args: { label: 'Loading products', showLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    await expect(canvas.getByText('Loading products')).toBeVisible();
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
