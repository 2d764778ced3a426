import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid, Stack } from '../Box';
import { Heading, Text } from '../Text';
import { Card, cardElements, cardElevations, cardPaddings } from './Card';
import { inForcedColors } from '../../test-assets/forcedColors';
import { phoneStory } from '../AppLayout/storyViewports';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    children: (
      <Stack space="xs">
        <Heading level={3}>Listed products</Heading>
        <Text size="large" weight="bold">
          12
        </Text>
      </Stack>
    ),
  },
  argTypes: {
    as: { control: 'inline-radio', options: cardElements },
    padding: { control: 'inline-radio', options: cardPaddings },
    elevation: { control: 'inline-radio', options: cardElevations },
    children: { control: false },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Paddings: Story = {
  render: () => (
    <Stack space="md">
      {cardPaddings.map((padding) => (
        <Card key={padding} padding={padding}>
          <Text>Padding {padding}</Text>
        </Card>
      ))}
    </Stack>
  ),
};

export const Flat: Story = { args: { elevation: 'flat' } };

export const Article: Story = {
  args: {
    as: 'article',
    'aria-labelledby': 'card-article-title',
    children: (
      <Stack space="sm">
        <Heading level={3} id="card-article-title">
          PP granules, injection grade
        </Heading>
        <Text tone="muted">Ahmedabad, Gujarat, India</Text>
      </Stack>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('article', { name: 'PP granules, injection grade' }),
    ).toBeInTheDocument();
  },
};

export const ListOfCards: Story = {
  render: () => (
    <Grid as="ul" minColumnWidth="200px" padding="none" margin="none" aria-label="Dashboard counts">
      {['Listed products', 'Interested buyers', 'Listed machines'].map((label, index) => (
        <Card key={label} as="li">
          <Text tone="muted">{label}</Text>
          <Text size="large" weight="bold">
            {index * 4 + 3}
          </Text>
        </Card>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Dashboard counts' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
/** What servers send: an e-mail address with no place to break still keeps to the card on a phone. */
export const LongUnbrokenWords: Story = {
  ...phoneStory,
  args: {
    as: 'article',
    'aria-labelledby': 'card-long-title',
    children: (
      <Stack space="xs">
        <Heading level={3} id="card-long-title">
          Sabarmati Auto Recyclers
        </Heading>
        <Text>purchase.department@sabarmatiautorecyclersandscrapyard.co.in</Text>
      </Stack>
    ),
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
