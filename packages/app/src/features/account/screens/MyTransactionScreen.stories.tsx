import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import MyTransactionScreen from './MyTransactionScreen';
import { withApp } from '../../../testing/AppStory';
import { LOAD, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Account/MyTransaction',
  tags: ['!autodocs'],
  component: MyTransactionScreen,
  decorators: [withApp({ path: '/my-transaction', signedInAs: 1 })],
} satisfies Meta<typeof MyTransactionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const transactions = stateStories({ endpoint: '/token-transaction' });

export const CreditsAndDebits: Story = {
  play: async ({ canvasElement }) => {
    // Token use here; the purchases are in My Wallet, and the page says so.
    const line = await within(canvasElement).findByText(/^Token use:/, undefined, LOAD);
    await expect(within(line).getByRole('link', { name: 'My Wallet' })).toHaveAttribute('href', '/my-wallet');
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Token transactions' }, LOAD);
    const rows = within(list).getAllByRole('listitem');
    // 1 welcome bonus + 2 purchases + 6 spends, newest first.
    await expect(rows).toHaveLength(9);
    await expect(rows[0]).toHaveTextContent('Machine listing featured for 7 days');
    await expect(rows[0]).toHaveTextContent('30-10-2026');
    await expect(rows[0]).toHaveTextContent('\u221225tokens debited');
    const bonus = rows.at(-1)!;
    await expect(bonus).toHaveTextContent('Welcome bonus');
    await expect(bonus).toHaveTextContent('+50tokens credited');
  },
};

export const NoTransactions: Story = transactions.empty({ answer: { transactions: [] } });

export const FailsThenRetry: Story = transactions.failure({
  fault: 'malformed',
  content: async (canvasElement) =>
    expect(
      await within(canvasElement).findByRole('list', { name: 'Token transactions' }, LOAD),
    ).toBeInTheDocument(),
});

export const Loading: Story = transactions.loading({ page: 'My Transaction' });
