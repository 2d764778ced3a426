import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneStory } from '../AppLayout/storyViewports';
import { SearchForm } from './SearchForm';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/SearchForm',
  component: SearchForm,
  args: {
    label: 'Search',
    placeholder: 'search e.g. Name Category Grade',
    value: '',
    onChange: fn(),
    onSubmit: fn(),
  },
  render: function Render(args) {
    const [text, setText] = useState(args.value);
    return (
      <SearchForm
        {...args}
        value={text}
        onChange={(next) => {
          setText(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'H110MA{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** On a 360 px phone the spec's longest placeholder fits its box. */
export const OnPhone: Story = {
  ...phoneStory,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    const measure = document.createElement('canvas').getContext('2d')!;
    measure.font = getComputedStyle(box).font;
    const padding =
      parseFloat(getComputedStyle(box).paddingLeft) + parseFloat(getComputedStyle(box).paddingRight);
    await expect(measure.measureText(box.placeholder).width).toBeLessThanOrEqual(box.clientWidth - padding);
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
