import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import MoneyDetailsScreen from './MoneyDetailsScreen';
import MoneyScreen from './MoneyScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';
import { LOAD, listCards, stateStories } from '../../../testing/storyHelpers';
import { allLendersSearch, withRohansTools } from '../../../testing/storyUsers';

const meta = {
  title: 'Screens/Money',
  tags: ['!autodocs'],
  component: MoneyScreen,
  decorators: [withApp({ path: '/money', signedInAs: 1 })],
} satisfies Meta<typeof MoneyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) => listCards(canvasElement, 'Financial institutions');

const institutions = stateStories({ endpoint: '/financial-institution-list' });
const institutionDetails = stateStories({
  endpoint: '/financial-institution-details',
  app: { path: '/money-details?financial_institution_id=1', signedInAs: 1 },
  render: () => <MoneyDetailsScreen />,
});

/** Every lender: logo, name, type of funding, purpose, city and country; the three filters above. */
export const Institutions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const found = await cards(canvasElement);
    await expect(found).toHaveLength(21);
    await expect(found[0]).toHaveTextContent('Small Industries Development Bank of India (SIDBI)');
    await expect(found[0]).toHaveTextContent('Type of Funding: Term Loan');
    await expect(found[0]).toHaveTextContent('Purpose: Machine Purchase');
    await expect(found[0]).toHaveTextContent('Lucknow, India');
    for (const name of ['Country', 'Purpose', 'Funding'])
      await expect(canvas.getByRole('button', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
  },
};

/** Two funding types chosen by keyboard and applied: they go into the URL, and every card is of one of them. */
export const FundingFilterByKeyboard: Story = {
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    canvas.getByRole('button', { name: /^Funding/ }).focus();
    await userEvent.keyboard('{Enter}');
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('checkbox', { name: 'Term Loan' }, LOAD));
    await userEvent.click(page.getByRole('checkbox', { name: 'Machinery Loan' }));
    await userEvent.click(page.getByRole('button', { name: 'Apply' }));
    await waitFor(
      () => expect(storyLocation()).toMatch(/funding=Term(\+|%20)Loan(,|%2C)Machinery(\+|%20)Loan/),
      LOAD,
    );
    await waitFor(async () => expect(await cards(canvasElement)).toHaveLength(10), LOAD);
    for (const card of await cards(canvasElement))
      await expect(card).toHaveTextContent(/Type of Funding: (Term Loan|Machinery Loan)/);
  },
};

/** Filters from a shared link that no lender meets: "No Data Found", and the chips to take them off. */
export const NothingMatches: Story = institutions.empty({
  path: '/money?funding=Overdraft&purpose=Export+Finance',
  signedInAs: 1,
  also: async (canvasElement) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Remove filter Overdraft' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Remove filter Export Finance' })).toBeInTheDocument();
  },
});

/** The lenders could not be loaded: the user is told, and Try again brings them. */
export const FailureThenRetry: Story = {
  tags: ['skip-visual'],
  ...institutions.failure({
    fault: 'server-error',
    content: async (canvasElement) => expect(await cards(canvasElement)).toHaveLength(21),
  }),
};

/** A lender: logo, the table with the interest rate in %, contact revealed once, the seller, similar lenders. */
export const InstitutionDetails: Story = {
  decorators: [withApp({ path: '/money-details?financial_institution_id=1', signedInAs: 1 })],
  render: () => <MoneyDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = 'Small Industries Development Bank of India (SIDBI)';
    await expect(await canvas.findByRole('heading', { level: 1, name: title }, LOAD)).toBeInTheDocument();
    const table = within(canvas.getByRole('table', { name: `${title} details` }));
    await expect(table.getByRole('row', { name: /Type of Funding/ })).toHaveTextContent('Term Loan');
    await expect(table.getByRole('row', { name: /Interest Rate/ })).toHaveTextContent(/8\.9\s%/);
    await expect(table.getByRole('row', { name: /Country/ })).toHaveTextContent('India');
    await expect(canvas.getByRole('table', { name: 'Seller' })).toHaveTextContent('SIDBI Tower');
    await userEvent.click(canvas.getByRole('button', { name: 'View Contact Info' }));
    await expect(canvas.queryByRole('button', { name: 'View Contact Info' })).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Similar Financial Institutions' }),
    ).toBeInTheDocument();
  },
};

/** A lender as a sparse server sends it: no logo, no rate, no similar lenders. */
export const SparseInstitution: Story = {
  decorators: [withApp({ path: '/money-details?financial_institution_id=1', signedInAs: 1 })],
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/financial-institution-details', () =>
          HttpResponse.json({
            finacial_institution: { id: 1, name: 'Kerala Financial Corporation', countrys: null },
            similar_finacial_institution: null,
          }),
        ),
      ],
    },
  },
  render: () => <MoneyDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = 'Kerala Financial Corporation';
    await expect(await canvas.findByRole('heading', { level: 1, name: title }, LOAD)).toBeInTheDocument();
    const table = within(canvas.getByRole('table', { name: `${title} details` }));
    await expect(table.getByRole('row', { name: /Interest Rate/ })).toHaveTextContent('Not provided');
    await expect(canvas.getByText('No Data Found')).toBeInTheDocument();
  },
};

/** A lender that is not there: "Record Not Found". */
export const InstitutionNotFound: Story = institutionDetails.missing({
  path: '/money-details?financial_institution_id=4040',
});

/**
 * Save this search, by keyboard: the name is asked in a dialog (an empty one is refused at the field); saved, the
 * list says under which name and links to My Saved Searches.
 */
export const SaveThisSearchByKeyboard: Story = {
  tags: ['skip-visual'],
  decorators: [withRohansTools('/money?funding=Machinery+Loan', null)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await cards(canvasElement);
    canvas.getByRole('button', { name: 'Save this search' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await page.findByRole('dialog', { name: 'Save this search' }));
    const name = dialog.getByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveValue('Financial institutions');
    await userEvent.clear(name);
    await userEvent.keyboard('{Enter}');
    await expect(name).toHaveAccessibleDescription(/Enter a name for this search\./);
    await userEvent.type(name, 'Machinery loans{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText(/Search saved as "Machinery loans"\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Saved Searches' })).toHaveAttribute(
      'href',
      '/my-saved-searches',
    );
  },
};

/** A saved search opened again: the two lenders listed since the last visit are marked New. */
export const NewSinceLastVisit: Story = {
  decorators: [
    withRohansTools('/money', {
      savedSearches: [allLendersSearch],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second, third] = await cards(canvasElement);
    if (!first || !second || !third) throw new Error('Fewer than three lenders');
    await waitFor(() => expect(within(first).getByText('New')).toBeVisible(), LOAD);
    await expect(within(second).getByText('New')).toBeVisible();
    await expect(within(third).queryByText('New')).toBeNull();
    await expect(canvas.getByText(/Saved as "All lenders"\./)).toBeVisible();
  },
};

/** A guest's Save this search leads to sign in, and back to this list with its filters. */
export const GuestSavesASearch: Story = {
  tags: ['skip-visual'],
  decorators: [withApp({ path: '/money?funding=Machinery+Loan' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save this search' }));
    await waitFor(() =>
      expect(storyLocation()).toBe(`/login?next=${encodeURIComponent('/money?funding=Machinery+Loan')}`),
    );
  },
};
