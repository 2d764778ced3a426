import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { sampleImages } from '../../test-assets';
import { Inline } from '../Box';
import { Image, imageFits, imageRadii } from './Image';
import { placeholderImage } from './placeholder';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/Image',
  component: Image,
  // Eager, so a screenshot never catches a half-loaded picture.
  args: { src: sampleImages[0], alt: 'Sample product photo', width: 320, height: 200, loading: 'eager' },
  argTypes: {
    fit: { control: 'inline-radio', options: imageFits },
    radius: { control: 'inline-radio', options: imageRadii },
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Fits: Story = {
  render: (args) => (
    <Inline space="md">
      {imageFits.map((fit) => (
        <Image key={fit} {...args} fit={fit} width={160} height={160} alt={`Sample photo, ${fit}`} />
      ))}
    </Inline>
  ),
};

export const Radii: Story = {
  render: (args) => (
    <Inline space="md">
      {imageRadii.map((radius) => (
        <Image
          key={radius}
          {...args}
          radius={radius}
          width={96}
          height={96}
          alt={`Sample photo, ${radius}`}
        />
      ))}
    </Inline>
  ),
};

export const Decorative: Story = {
  args: { alt: '' },
  play: async ({ canvasElement }) => {
    // alt="" takes it out of the accessibility tree.
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

export const MissingSource: Story = {
  args: { src: '', alt: 'Machine photo' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Machine photo' });
    await expect(image).toHaveAttribute('src', placeholderImage);
    // The placeholder keeps the box the real picture would have had.
    await waitFor(() => expect(image.getBoundingClientRect().height).toBe(200));
    await expect(image.getBoundingClientRect().width).toBe(320);
  },
};

export const BrokenSource: Story = {
  args: { src: '/no-such-image.png', alt: 'Machine photo' },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Machine photo' });
    await waitFor(() => expect(image).toHaveAttribute('src', placeholderImage));
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
