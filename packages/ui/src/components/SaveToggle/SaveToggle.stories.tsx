import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatRupees } from '../../format';
import { sampleImages } from '../../test-assets';
import { Inline } from '../Box';
import { ListingCard } from '../ListingCard';
import { storyNavigate, withStoryRouter } from '../Link/storyRouter';
import { SaveToggle, saveToggleSizes, type SaveToggleProps } from './SaveToggle';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/SaveToggle',
  component: SaveToggle,
  args: { saved: false, label: 'Save Repol H110MA', size: 'medium', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: saveToggleSizes } },
} satisfies Meta<typeof SaveToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Owns `saved`, as a screen would. */
function Stateful(args: SaveToggleProps) {
  const [saved, setSaved] = useState(args.saved);
  return (
    <SaveToggle
      {...args}
      saved={saved}
      onChange={(next) => {
        setSaved(next);
        args.onChange(next);
      }}
    />
  );
}

export const Playground: Story = { render: (args) => <Stateful {...args} /> };

export const NotSaved: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Save Repol H110MA', pressed: false });
    await expect(toggle.querySelector('svg')).toHaveAttribute('fill', 'none');
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Save Repol H110MA', pressed: true });
    await expect(toggle.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const KeyboardToggle: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Save Repol H110MA' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle.matches(':focus-visible')).toBe(true);
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Small looks 32 px but takes a tap 6 px past its edges: a 44 px touch area. */
export const Sizes: Story = {
  render: (args) => (
    <Inline space="lg">
      {saveToggleSizes.map((size) => (
        <SaveToggle key={size} {...args} size={size} label={`Save Repol H110MA (${size})`} />
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByRole('button', { name: 'Save Repol H110MA (small)' });
    const box = small.getBoundingClientRect();
    await expect([box.width, box.height]).toEqual([32, 32]);
    const middle = box.top + box.height / 2;
    // A tap 5 px past its drawn edge still lands on it, 7 px past does not (the gap before the next one).
    await expect(document.elementFromPoint(box.right + 5, middle)).toBe(small);
    await expect(document.elementFromPoint(box.right + 7, middle)).not.toBe(small);
    const medium = canvas.getByRole('button', { name: 'Save Repol H110MA (medium)' }).getBoundingClientRect();
    await expect([medium.width, medium.height]).toEqual([44, 44]);
  },
};

/** On a listing card, in its actions: saving does not follow the card's link. */
export const OnACard: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
    withStoryRouter,
  ],
  args: { size: 'small' },
  render: (args) => (
    <ListingCard
      title="Repol H110MA"
      href="/material-details"
      imageSrc={sampleImages[1]}
      meta={[{ label: 'Category', value: 'Polypropylene' }]}
      price={formatRupees(118500)}
      viewLabel="View"
      actions={<Stateful {...args} />}
    />
  ),
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Repol H110MA' });
    const toggle = within(card).getByRole('button', { name: 'Save Repol H110MA' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(storyNavigate).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(storyNavigate).not.toHaveBeenCalled();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <Inline space="lg">
      <SaveToggle {...args} />
      <SaveToggle {...args} saved label="Save HDPE Blow Moulding Grade" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save Repol H110MA', pressed: false })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Save HDPE Blow Moulding Grade', pressed: true }),
    ).toBeVisible();
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
