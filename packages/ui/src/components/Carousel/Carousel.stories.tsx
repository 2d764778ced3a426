import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from './Carousel';
import { sampleImages } from '../../test-assets';
import { expectFilledApart, inForcedColors } from '../../test-assets/forcedColors';

const images = sampleImages.map((src, i) => ({ src, alt: `Sample product photo ${i + 1}` }));

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { label: 'Product photos', images, width: 600, height: 400 },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SingleImage: Story = { args: { images: images.slice(0, 1) } };

/** While the images load, a placeholder of their size holds the space (no layout shift when they come). */
export const Loading: Story = {
  args: { images: [], loading: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Product photos' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

/** A listing without pictures: a frame of the images' size says so, and the page keeps its layout. */
export const NoImages: Story = {
  args: { images: [], emptyText: 'No pictures of this listing yet' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Product photos' });
    await expect(region).toHaveTextContent('No pictures of this listing yet');
    await expect(region.getBoundingClientRect().height).toBeGreaterThan(100);
  },
};

export const CapsAtFourImages: Story = {
  args: { images: [...images, { src: sampleImages[0], alt: 'A fifth photo that is not shown' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Show slide 4 of 4' })).toBeInTheDocument();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next slide' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Show slide 2 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('img', { name: 'Sample product photo 2' })).toBeVisible();
    // The track scrolled to it: the picture fills the frame.
    const track = canvas.getByRole('group', { name: '2 of 4' }).parentElement as HTMLElement;
    await waitFor(() =>
      expect(
        canvas.getByAltText('Sample product photo 2').getBoundingClientRect().left -
          track.getBoundingClientRect().left,
      ).toBeCloseTo(0, 0),
    );
    // Focus inside pauses rotation, so the live region announces changes.
    await expect(canvas.getByRole('group', { name: '2 of 4' }).parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    );
  },
};

/**
 * Stopped by its rotation control. For people who ask for reduced motion (as the story tests do, for steady
 * screenshots) it never started: the control offers to start it.
 */
export const Stopped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!reducedMotion) {
      await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
    }
    await expect(canvas.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, {
  check: async ({ canvasElement }) => {
    await expectFilledApart(canvasElement.querySelector('[aria-current=true]')!, '::before');
  },
});
