import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import MyWatchlistScreen from './MyWatchlistScreen';
import { withRohansTools } from '../../../testing/storyUsers';
import { LOAD } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Account/MyWatchlist',
  tags: ['!autodocs'],
  component: MyWatchlistScreen,
} satisfies Meta<typeof MyWatchlistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two watched prices: one seen on three days (up since the last visit), one seen once. */
export const Watching: Story = {
  decorators: [
    withRohansTools('/my-watchlist', {
      priceWatch: [
        {
          materialId: 1,
          city: 'Pune',
          title: 'Repol H110MA',
          path: '/material-details?material_id=1&material_city=Pune',
          prices: [
            { date: '2026-11-20', price: 104 },
            { date: '2026-11-24', price: 101.5 },
            { date: '2026-11-26', price: 106 },
          ],
        },
        {
          materialId: 2,
          city: 'Mumbai',
          title: 'Repol B120MA, a blow moulding grade with a long name that wraps on a phone',
          path: '/material-details?material_id=2&material_city=Mumbai',
          prices: [{ date: '2026-11-26', price: 98 }],
        },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Watched prices' }, LOAD));
    const pune = within(list.getByRole('article', { name: 'Repol H110MA in Pune' }));
    await expect(pune.getByRole('link', { name: 'Repol H110MA' })).toHaveAttribute(
      'href',
      '/material-details?material_id=1&material_city=Pune',
    );
    await expect(pune.getByText(/Since your last visit/)).toHaveTextContent('Up Rs. 4.50 (4.4%)');
    await expect(pune.getByRole('img', { name: /^Prices seen from 20 Nov to 26 Nov/ })).toBeVisible();
    await userEvent.click(list.getByRole('button', { name: /^Stop watching Repol B120MA/ }));
    await expect(list.getAllByRole('article')).toHaveLength(1);
  },
};

export const Empty: Story = {
  decorators: [withRohansTools('/my-watchlist', null)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Data Found' }, LOAD)).toBeVisible();
    await expect(canvas.getByText(/Watch a material's price on its page/)).toBeVisible();
  },
};
