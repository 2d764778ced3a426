import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { EmptyState, ErrorState, emptyStateVariants } from './EmptyState';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { variant: 'empty' },
  argTypes: {
    variant: { control: 'inline-radio', options: emptyStateVariants },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = {
  args: {
    description: 'No listings match these filters.',
    action: <Button variant="secondary">Clear filters</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No Data Found' })).toBeInTheDocument();
  },
};

export const Missing: Story = {
  args: {
    variant: 'missing',
    action: (
      <Link href="/trade" asButton variant="secondary">
        Back to listings
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Record Not Found' }),
    ).toBeInTheDocument();
  },
};

export const NoDealer: Story = {
  args: { title: 'No dealer found at this location.', description: 'Try another city.' },
};

export const LoadError: Story = {
  name: 'Error',
  render: () => <ErrorState onRetry={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

const retry = fn();

export const ErrorRetryWithKeyboard: Story = {
  render: () => (
    <ErrorState title="Could not load listings" message="The server did not answer." onRetry={retry} />
  ),
  play: async ({ canvasElement }) => {
    retry.mockClear();
    const button = within(canvasElement).getByRole('button', { name: 'Try again' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledOnce();
  },
};

export const ErrorRetrying: Story = {
  render: () => <ErrorState onRetry={fn()} retrying />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
