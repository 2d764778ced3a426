import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { clearFaults } from '@plastihub/mocks';
import WalletScreen from './WalletScreen';
import { withApp } from '../../../testing/AppStory';
import { LOAD, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Account/Wallet',
  tags: ['!autodocs'],
  component: WalletScreen,
  decorators: [withApp({ path: '/my-wallet', signedInAs: 1 })],
} satisfies Meta<typeof WalletScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const wallet = stateStories({ endpoint: '/wallet' });

/** Rohan Mehta: 50 welcome + 100 + 250 bought - 67 spent = 333 tokens; two purchases. */
export const WithTransactions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('333 tokens', undefined, LOAD)).toBeInTheDocument();
    const list = await canvas.findByRole('list', { name: 'Wallet transactions' }, LOAD);
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('Growth package: 250 tokens');
    await expect(rows[0]).toHaveTextContent('19-08-2026');
    await expect(rows[0]).toHaveTextContent('250 tokens');
    await expect(rows[0]).toHaveTextContent('Rs. 1,099');
    // The two ledgers say which is which: purchases here, token use in My Transaction.
    await expect(canvas.getByRole('heading', { name: 'Purchases' })).toBeInTheDocument();
    const line = canvas.getByText(/^Your purchases of token packages/);
    await expect(within(line).getByRole('link', { name: 'My Transaction' })).toHaveAttribute(
      'href',
      '/my-transaction',
    );
    await expect(canvas.getByRole('link', { name: 'Add Token' })).toHaveAttribute(
      'href',
      '/my-wallet-add-money',
    );
  },
};

export const DownloadsStatement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Wallet transactions' }, LOAD);
    const blobs: Blob[] = [];
    const names: string[] = [];
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:statement';
    });
    // The test browser should not really save a file; the link's click is what the browser would act on.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    try {
      const download = canvas.getByRole('button', { name: 'Download Statement' });
      download.focus();
      await userEvent.keyboard('{Enter}');
      await expect(names).toHaveLength(1);
      await expect(names[0]).toMatch(/^plastihub-wallet-statement-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = await blobs[0]!.text();
      await expect(text).toContain('Date,Description,Tokens\r\n');
      await expect(text).toContain('19-08-2026,Growth package: 250 tokens,250\r\n');
      await expect(text).toContain('04-03-2026,Starter package: 100 tokens,100\r\n');
    } finally {
      createUrl.mockRestore();
      click.mockRestore();
    }
  },
};

/** Amit Sharma never bought a package: the welcome bonus only. */
export const NoPurchases: Story = wallet.empty({
  path: '/my-wallet',
  signedInAs: 3,
  also: async (canvasElement) =>
    expect(await within(canvasElement).findByText('50 tokens', undefined, LOAD)).toBeInTheDocument(),
});

export const TransactionsFailThenRetry: Story = {
  parameters: { mockFaults: [{ kind: 'server-error', endpoint: '/wallet-transaction' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', undefined, LOAD)).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('button', { name: 'Download Statement' })).toBeDisabled();
    clearFaults();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Wallet transactions' }, LOAD)).toBeInTheDocument();
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Download Statement' })).toBeEnabled(),
      LOAD,
    );
  },
};

export const BalanceFails: Story = wallet.failure({
  fault: 'network-error',
  content: async (canvasElement) =>
    expect(await within(canvasElement).findByText('333 tokens', undefined, LOAD)).toBeInTheDocument(),
});

export const Loading: Story = wallet.loading({ endpoint: '*', page: 'My Wallet' });
