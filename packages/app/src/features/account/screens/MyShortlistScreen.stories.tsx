import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import MyShortlistScreen from './MyShortlistScreen';
import { withRohansTools } from '../../../testing/storyUsers';
import { LOAD } from '../../../testing/storyHelpers';

const listing = (kind: string, title: string, path: string, savedAt: number, more = {}) => ({
  kind,
  id: path,
  title,
  path,
  savedAt,
  ...more,
});

const meta = {
  title: 'Screens/Account/MyShortlist',
  tags: ['!autodocs'],
  component: MyShortlistScreen,
} satisfies Meta<typeof MyShortlistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grouped: Story = {
  decorators: [
    withRohansTools('/my-shortlist', {
      shortlist: [
        listing(
          'Trade Product',
          'PP Homopolymer Granules, injection grade',
          '/trade-product-details?product_id=1',
          3,
          {
            picture: 'demo-images/trade/pellets-white.svg',
          },
        ),
        listing(
          'Injection Molding Machine',
          'Toshiba 150T servo injection moulder',
          '/injection-machine-details?machine_id=1',
          2,
          {
            picture: 'demo-images/machines/injection-1.svg',
          },
        ),
        listing('Trade Product', 'HDPE blow grade (sold out)', '/trade-product-details?product_id=999', 1, {
          gone: true,
        }),
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trade = within(await canvas.findByRole('region', { name: 'Trade Product' }, LOAD));
    await expect(canvas.getByRole('region', { name: 'Injection Molding Machine' })).toBeVisible();
    // Latest saved first; a listing its page no longer finds says so, and has no View.
    const cards = trade.getAllByRole('article');
    await expect(cards).toHaveLength(2);
    await expect(within(cards[0]!).getByRole('link', { name: /PP Homopolymer Granules/ })).toHaveAttribute(
      'href',
      '/trade-product-details?product_id=1',
    );
    await expect(within(cards[1]!).getByText('This listing is no longer available.')).toBeVisible();
    await expect(within(cards[1]!).queryByRole('link', { name: 'View' })).not.toBeInTheDocument();
    await userEvent.click(
      trade.getByRole('button', { name: 'Remove HDPE blow grade (sold out) from My Shortlist' }),
    );
    await expect(trade.getAllByRole('article')).toHaveLength(1);
  },
};

export const Empty: Story = {
  decorators: [withRohansTools('/my-shortlist', null)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Data Found' }, LOAD)).toBeVisible();
    await expect(canvas.getByText(/Save a listing with the heart/)).toBeVisible();
  },
};

/** What another browser or a damaged copy left under the key is not shown (and nothing breaks). */
export const DamagedStorage: Story = {
  decorators: [withRohansTools('/my-shortlist', '{"version":1,"shortlist":[{"kind":')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Data Found' }, LOAD)).toBeVisible();
  },
};
