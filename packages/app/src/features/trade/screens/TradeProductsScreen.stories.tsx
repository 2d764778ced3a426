import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import TradeProductsScreen from './TradeProductsScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';
import { LOAD, stateStories } from '../../../testing/storyHelpers';

const virginPolymers = '/trade-product?trade_type=Virgin+Polymers';

const meta = {
  title: 'Screens/Trade/Trade Products',
  tags: ['!autodocs'],
  component: TradeProductsScreen,
  decorators: [withApp({ path: virginPolymers, signedInAs: 1 })],
} satisfies Meta<typeof TradeProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const products = stateStories({ endpoint: '/typewise-trade-product-list' });

/** The result list once its cards have come (while loading it holds skeletons). */
async function results(canvasElement: HTMLElement) {
  const list = () => within(canvasElement).getByRole('list', { name: 'Virgin Polymers products' });
  await waitFor(() => expect(within(list()).getAllByRole('article').length).toBeGreaterThan(0), LOAD);
  return within(list());
}

/** The fourteen virgin polymer listings as cards: picture, name, price per basis and place. */
export const VirginPolymers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Virgin Polymers' })).toBeInTheDocument();
    const list = await results(canvasElement);
    await expect(list.getAllByRole('article')).toHaveLength(14);
    const card = list.getAllByRole('article').find((item) => item.textContent?.includes('Repol H110MA'));
    await expect(card).toHaveTextContent('Rs. 112 / Kg');
    await expect(card).toHaveTextContent('Gujarat, Jamnagar, India');
    await expect(canvas.getByRole('status')).toHaveTextContent('14 results');
  },
};

/** A shared link with filters: the dropdowns count them, chips name them, and only matches are listed. */
export const FiltersFromTheUrl: Story = {
  decorators: [withApp({ path: `${virginPolymers}&country=3`, signedInAs: 1 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await results(canvasElement);
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(1), LOAD);
    await expect(canvas.getByRole('button', { name: /Country \(1\)/ })).toBeInTheDocument();
    await expect(
      await canvas.findByRole('button', { name: 'Remove filter Saudi Arabia' }, LOAD),
    ).toBeInTheDocument();
  },
};

/** By keyboard: open Category, tick PVC, Apply; the URL carries the filter and the list narrows. */
export const FilterByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await results(canvasElement);
    const trigger = canvas.getByRole('button', { name: /^Category/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    const pvc = await page.findByRole('checkbox', { name: 'PVC' }, LOAD);
    pvc.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(page.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(storyLocation()).toContain('category=5'), LOAD);
    const list = await results(canvasElement);
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(1), LOAD);
    await expect(list.getByRole('link', { name: 'Reon PVC Suspension Resin K67' })).toBeInTheDocument();
  },
};

/** Nothing matches: "No Data Found", and Clear filters brings every product back without a reload. */
export const NoMatches: Story = products.empty({
  path: `${virginPolymers}&country=17`,
  signedInAs: 1,
  also: async (canvasElement) => {
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: 'Clear filters' })[0]!);
    const list = await results(canvasElement);
    await waitFor(() => expect(list.getAllByRole('article')).toHaveLength(14), LOAD);
  },
});

/** The server has no products of this type yet. */
export const Empty: Story = products.empty({ answer: { products: [] } });

/** Skeleton cards hold the grid's space while the list is on its way. */
export const Loading: Story = products.loading({ list: 'Virgin Polymers products' });

/** The list could not be loaded: the user is told and Try again brings it. */
export const FailureThenRetry: Story = products.failure({
  fault: 'server-error',
  content: async (canvasElement) => {
    const list = await results(canvasElement);
    await expect(list.getAllByRole('article')).toHaveLength(14);
  },
});

/** A trade type the product does not have: "Record Not Found". */
export const UnknownTradeType: Story = products.missing({
  path: '/trade-product?trade_type=Bioplastics',
  signedInAs: 1,
});
