import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearFaults } from '@plastihub/mocks';
import DashboardScreen from './DashboardScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';
import { accountNav, linkNames } from './accountStoryHelpers';
import { allLendersSearch, withRohansTools } from '../../../testing/storyUsers';
import { LOAD, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Account/Dashboard',
  tags: ['!autodocs'],
  component: DashboardScreen,
  decorators: [withApp({ path: '/dashboard', signedInAs: 1 })],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const profile = stateStories({ endpoint: '/profile' });

/** Rohan Mehta: Material Seller, Machine Vendor and Buyer. */
export const SellerAndVendor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Welcome, Rohan Mehta.', undefined, LOAD)).toBeInTheDocument();
    const seller = canvas.getByRole('region', { name: 'Material Seller' });
    await expect(within(seller).getByText('Listed Products')).toBeInTheDocument();
    await expect(within(seller).getByText('Interested Buyers')).toBeInTheDocument();
    const vendor = canvas.getByRole('region', { name: 'Machine Vendor' });
    await expect(within(vendor).getByText('Machine Interested Buyers')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Buyer' })).toHaveTextContent('Browse Trade');
    await expect(canvas.queryByRole('region', { name: 'Job Provider' })).not.toBeInTheDocument();

    const nav = accountNav(canvasElement);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(linkNames(nav)).toEqual([
      'Dashboard',
      'Role Update',
      'My Profile',
      'My Wallet',
      'My Shortlist',
      'My Watchlist',
      'My Saved Searches',
      'My Chat',
      'My Transaction',
      'Subscribe',
      'Product Add',
      'Product View',
      'Machine Add',
      'Machine View',
      'Change Password',
    ]);
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  },
};

/** Priya Nair: Machine Vendor and Job Provider (a Job Provider has counts but no links). */
export const VendorAndJobProvider: Story = {
  decorators: [withApp({ path: '/dashboard', signedInAs: 2 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const jobs = await canvas.findByRole('region', { name: 'Job Provider' }, LOAD);
    await expect(within(jobs).getByText('Listed Jobs')).toBeInTheDocument();
    await expect(within(jobs).getByText('Interested Candidates')).toBeInTheDocument();
    const nav = accountNav(canvasElement);
    await expect(nav.getByRole('link', { name: 'Machine View' })).toBeInTheDocument();
    await expect(nav.queryByRole('link', { name: 'Product Add' })).not.toBeInTheDocument();
  },
};

/** Meera Kulkarni: Institutes only. */
export const Institute: Story = {
  decorators: [withApp({ path: '/dashboard', signedInAs: 11 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Institutes' }, LOAD);
    await expect(within(card).getByText('Institutional Requests')).toBeInTheDocument();
    const nav = accountNav(canvasElement);
    await waitFor(
      () => expect(nav.getByRole('link', { name: 'Institution Profile' })).toBeInTheDocument(),
      LOAD,
    );
    await expect(nav.queryByRole('link', { name: 'Product Add' })).not.toBeInTheDocument();
    await expect(nav.queryByRole('link', { name: 'Machine Add' })).not.toBeInTheDocument();
  },
};

/** Suresh Yadav: Contractor and Job Seeker. */
export const ContractorAndJobSeeker: Story = {
  decorators: [withApp({ path: '/dashboard', signedInAs: 12 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Contractor' }, LOAD)).toHaveTextContent(
      'Interested Companies',
    );
    await expect(canvas.getByRole('region', { name: 'Job Seeker' })).toHaveTextContent(
      'Interested Employers',
    );
    const nav = accountNav(canvasElement);
    await expect(nav.getByRole('link', { name: 'Contractor Profile' })).toHaveAttribute(
      'href',
      '/contractor-profile',
    );
    await expect(nav.getByRole('link', { name: 'Job Seeker Profile' })).toHaveAttribute(
      'href',
      '/job-seeker-profile',
    );
  },
};

/** Vikram Reddy: Material Seller and Financial Institutation (spelled so by the server). */
export const FinancialInstitution: Story = {
  decorators: [withApp({ path: '/dashboard', signedInAs: 8 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('region', { name: 'Financial Institution' }, LOAD),
    ).toHaveTextContent('Interested Candidates');
    const nav = accountNav(canvasElement);
    await expect(nav.getByRole('link', { name: 'Financial Institution Profile' })).toBeInTheDocument();
    await expect(nav.getByRole('link', { name: 'Product Add' })).toBeInTheDocument();
  },
};

/** Ananya Bose: Buyer only, so no role links and a welcome card. */
export const BuyerOnly: Story = {
  decorators: [withApp({ path: '/dashboard', signedInAs: 9 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Buyer' }, LOAD)).toBeInTheDocument();
    await expect(canvas.queryByText('Listed Products')).not.toBeInTheDocument();
    await expect(linkNames(accountNav(canvasElement))).toHaveLength(11);
  },
};

export const Loading: Story = profile.loading({
  also: async (canvasElement) =>
    expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument(),
});

export const FailsThenRetries: Story = {
  parameters: { mockFaults: [{ kind: 'server-error', endpoint: '/profile' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', undefined, LOAD)).toHaveTextContent('Something went wrong');
    // The common links stay usable while the profile is missing.
    await expect(accountNav(canvasElement).getByRole('link', { name: 'My Wallet' })).toBeInTheDocument();
    clearFaults();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: 'Material Seller' }, LOAD)).toBeInTheDocument();
  },
};

export const LogoutFromSidebar: Story = {
  play: async ({ canvasElement }) => {
    // The session the demo frame starts with lives in the store only; this stands for the saved one.
    localStorage.setItem('plastihub.token', 'saved-session');
    const nav = accountNav(canvasElement);
    const logout = nav.getByRole('button', { name: 'Logout' });
    logout.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(localStorage.getItem('plastihub.token')).toBeNull(), LOAD);
    // The stored session goes at once; the move to Login waits for the worker's cache of answers to be emptied.
    await waitFor(() => expect(storyLocation()).toBe('/login'), LOAD);
  },
};

/** The listings Rohan opened last (kept in this browser for his account), and clearing them from My Account. */
export const RecentlyViewedAndClear: Story = {
  decorators: [
    withRohansTools('/dashboard', {
      recentlyViewed: [
        {
          kind: 'Injection Molding Machine',
          id: '/injection-machine-details?machine_id=1',
          title: 'Toshiba 150T servo injection moulder',
          path: '/injection-machine-details?machine_id=1',
          picture: 'demo-images/machines/injection-1.svg',
          savedAt: 2,
        },
        {
          kind: 'Trade Product',
          id: '/trade-product-details?product_id=1',
          title: 'PP Homopolymer Granules, injection grade',
          path: '/trade-product-details?product_id=1',
          picture: 'demo-images/trade/pellets-white.svg',
          savedAt: 1,
        },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const recent = await canvas.findByRole('region', { name: 'Recently viewed' }, LOAD);
    const titles = within(recent)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    await expect(titles).toEqual([
      'Toshiba 150T servo injection moulder',
      'PP Homopolymer Granules, injection grade',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear my saved data' }));
    const dialog = within(document.body).getByRole('dialog', { name: 'Clear your saved data?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await expect(await canvas.findByText('Your saved data is cleared from this browser.')).toBeVisible();
    await expect(within(recent).getByText('Listings you open show here, newest first.')).toBeVisible();
  },
};

/** Rohan's saved searches, asked again: the total of the listings new in them, and the way to My Saved Searches. */
export const SavedSearchesTotal: Story = {
  decorators: [
    withRohansTools('/dashboard', {
      savedSearches: [allLendersSearch],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Saved searches' }, LOAD));
    await expect(await section.findByText('2 new listings in your saved searches.', {}, LOAD)).toBeVisible();
    await expect(section.getByRole('link', { name: 'My Saved Searches' })).toHaveAttribute(
      'href',
      '/my-saved-searches',
    );
  },
};
