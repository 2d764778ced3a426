import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import MySavedSearchesScreen from './MySavedSearchesScreen';
import type { SavedSearch } from '../../../shared/buyerTools';
import { allLendersSearch as allLenders, lenderIdsFrom, withRohansTools } from '../../../testing/storyUsers';
import { LOAD } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Account/MySavedSearches',
  tags: ['!autodocs'],
  component: MySavedSearchesScreen,
} satisfies Meta<typeof MySavedSearchesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const machineryLoans: SavedSearch = {
  id: 'machinery-loans',
  name: 'Machinery loans for our new extrusion line in Pune, Chakan and Talegaon industrial areas',
  kind: 'Financial Institution',
  path: '/money',
  filters: 'funding=Machinery+Loan',
  list: {
    key: 'money.institutions',
    params: { countryIds: [], purposes: [], fundingTypes: ['Machinery Loan'] },
  },
  seenIds: lenderIdsFrom(1),
  lastOpenedAt: Date.UTC(2026, 10, 22),
  createdAt: Date.UTC(2026, 10, 22),
};

const withSearches = (savedSearches: SavedSearch[]) =>
  withRohansTools('/my-saved-searches', { savedSearches });

/** Two saved searches, asked again: one has two lenders the user has not seen, the other none. */
export const WithNewListings: Story = {
  decorators: [withSearches([allLenders, machineryLoans])],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Saved searches' }, LOAD));
    const all = within(list.getByRole('article', { name: 'All lenders' }));
    await expect(await all.findByText('2 new', {}, LOAD)).toBeVisible();
    await expect(all.getByRole('link', { name: 'All lenders' })).toHaveAttribute('href', '/money');
    const loans = within(list.getByRole('article', { name: machineryLoans.name }));
    await expect(await loans.findByText('No new listings', {}, LOAD)).toBeVisible();
    await expect(loans.getByRole('link', { name: machineryLoans.name })).toHaveAttribute(
      'href',
      '/money?funding=Machinery+Loan',
    );
    await userEvent.click(list.getByRole('button', { name: `Remove ${machineryLoans.name}` }));
    await expect(list.getAllByRole('article')).toHaveLength(1);
  },
};

/** The list call of one search fails: it says so and offers Try again; the other search is counted. */
export const CheckFailedThenRetry: Story = {
  decorators: [withSearches([allLenders, machineryLoans])],
  parameters: { mockFaults: [{ kind: 'server-error', endpoint: '/financial-institution-filter', times: 1 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loans = within(await canvas.findByRole('article', { name: machineryLoans.name }, LOAD));
    await expect(await loans.findByRole('button', { name: 'Try again' }, LOAD)).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'All lenders' })).getByText('2 new'),
    ).toBeVisible();
    await userEvent.click(loans.getByRole('button', { name: 'Try again' }));
    await expect(await loans.findByText('No new listings', {}, LOAD)).toBeVisible();
  },
};

/**
 * A record this release cannot ask (edited by hand, or saved by an older release): it says so and sends nothing;
 * the user can still remove it (as any saved search, above).
 */
export const NoLongerAvailable: Story = {
  decorators: [
    withSearches([
      allLenders,
      { ...machineryLoans, list: { key: 'account.buyTokens', params: { packageId: 1 } } },
    ]),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const loans = within(await canvas.findByRole('article', { name: machineryLoans.name }, LOAD));
    await expect(await loans.findByText('This saved search is no longer available.', {}, LOAD)).toBeVisible();
    await expect(loans.queryByRole('link')).toBeNull();
    await expect(
      await within(canvas.getByRole('article', { name: 'All lenders' })).findByText('2 new', {}, LOAD),
    ).toBeVisible();
    await expect(loans.getByRole('button', { name: `Remove ${machineryLoans.name}` })).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [withRohansTools('/my-saved-searches', null)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No Data Found' }, LOAD)).toBeVisible();
    await expect(canvas.getByText(/then press Save this search/)).toBeVisible();
  },
};
