import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneStory } from '../AppLayout/storyViewports';
import { Button } from '../Button';
import { Select } from '../Select';
import { Text } from '../Text';
import { ResultsBar } from './ResultsBar';
import { inForcedColors } from '../../test-assets/forcedColors';

const controls = (
  <>
    <Select
      label="Sort by"
      options={[
        { value: '', label: 'Relevance' },
        { value: 'newest', label: 'Newest first' },
      ]}
      value=""
      onChange={() => {}}
    />
    <Button variant="secondary">Save this search</Button>
  </>
);

const meta = {
  title: 'Components/ResultsBar',
  component: ResultsBar,
  args: { summary: <Text tone="muted">14 results</Text>, children: controls },
} satisfies Meta<typeof ResultsBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** On a phone the controls sit where they will stay, whether the count has come yet or not. */
export const OnPhone: Story = {
  ...phoneStory,
  render: (args) => (
    <div>
      <section aria-label="Loading">
        <ResultsBar {...args} summary={<Text tone="muted">{'\u00a0'}</Text>} />
      </section>
      <section aria-label="Loaded">
        <ResultsBar {...args} />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sortByTop = (name: string) => {
      const section = canvas.getByRole('region', { name });
      const sortBy = within(section).getByRole('combobox', { name: 'Sort by' });
      return sortBy.getBoundingClientRect().top - section.getBoundingClientRect().top;
    };
    await expect(sortByTop('Loading')).toBe(sortByTop('Loaded'));
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
