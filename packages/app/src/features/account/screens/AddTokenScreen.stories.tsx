import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import AddTokenScreen from './AddTokenScreen';
import { withApp } from '../../../testing/AppStory';
import { LOAD, confirmInDialog, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Account/AddToken',
  tags: ['!autodocs'],
  component: AddTokenScreen,
  decorators: [withApp({ path: '/my-wallet-add-money', signedInAs: 1 })],
} satisfies Meta<typeof AddTokenScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const packages = stateStories({ endpoint: '/wallet-package' });

export const Packages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Starter' }, LOAD)).toBeInTheDocument();
    await expect(canvas.getByText('100 tokens')).toBeInTheDocument();
    await expect(canvas.getByText('Rs. 499')).toBeInTheDocument();
    await expect(canvas.getByText('1,500 tokens')).toBeInTheDocument();
    await expect(canvas.getByText('Rs. 5,499')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Buy / })).toHaveLength(4);
    await expect(await canvas.findByText('333 tokens', undefined, LOAD)).toBeInTheDocument();
  },
};

export const BuyRaisesBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('333 tokens', undefined, LOAD)).toBeInTheDocument();
    const buy = await canvas.findByRole('button', { name: 'Buy Growth package' }, LOAD);
    buy.focus();
    await userEvent.keyboard('{Enter}');
    await confirmInDialog('Buy the Growth package?', /^Buy for Rs\. /);
    // Beside the Buy that has the focus again.
    await expect(
      await within(buy.parentElement!).findByText('250 tokens added to your wallet.', undefined, LOAD),
    ).toBeInTheDocument();
    await expect(buy).toHaveFocus();
    await expect(await canvas.findByText('583 tokens', undefined, LOAD)).toBeInTheDocument();
  },
};

export const BuyFails: Story = {
  parameters: { mockFaults: [{ kind: 'server-error', endpoint: '/wallet-add-token' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy Starter package' }, LOAD));
    await confirmInDialog('Buy the Starter package?', 'Buy for Rs. 499');
    await expect(await canvas.findByRole('alert', undefined, LOAD)).toHaveTextContent(
      'Something went wrong on our side',
    );
    await expect(await canvas.findByText('333 tokens', undefined, LOAD)).toBeInTheDocument();
  },
};

export const NoPackages: Story = packages.empty({ answer: { packages: [] } });

export const PackagesFailThenRetry: Story = packages.failure({
  fault: 'server-error',
  content: async (canvasElement) =>
    expect(
      await within(canvasElement).findByRole('button', { name: 'Buy Starter package' }, LOAD),
    ).toBeInTheDocument(),
});

export const Loading: Story = packages.loading({ page: 'Add Token' });
