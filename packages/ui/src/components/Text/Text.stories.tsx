import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, Stack } from '../Box';
import { Heading, Text, headingLevels, textSizes, textTones, textWeights } from './Text';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/Text',
  component: Text,
  args: { children: 'Virgin polymers, compounds and reprocessed material from verified sellers.' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    maxLines: { control: 'inline-radio', options: [undefined, 1, 2] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Stack space="sm">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="sm">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <Stack space="sm">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          {weight}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

export const ClampedToTwoLines: Story = {
  render: (args) => (
    <Box style={{ width: 180 }}>
      <Text {...args} maxLines={2}>
        Automotive, packaging, medical devices and consumer electronics
      </Text>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/^Automotive/);
    const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
    // The full label is still there for screen readers and search; only the box is clamped.
    await expect(text.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
  },
};

export const Headings: Story = {
  render: () => (
    <Stack space="md">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of headingLevels) {
      await expect(
        canvas.getByRole('heading', { level, name: `Heading level ${level}` }),
      ).toBeInTheDocument();
    }
  },
};

export const HeadingWithVisualLevel: Story = {
  render: () => (
    <Heading level={1} visualLevel={3}>
      A page title that looks like a level 3 heading
    </Heading>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeInTheDocument();
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
