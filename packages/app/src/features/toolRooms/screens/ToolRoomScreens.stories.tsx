import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import ToolAndDieDetailsScreen from './ToolAndDieDetailsScreen';
import ToolAndDieScreen from './ToolAndDieScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';
import { LOAD, listCards, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Tool and Die',
  tags: ['!autodocs'],
  component: ToolAndDieScreen,
  decorators: [withApp({ path: '/tool-and-die', signedInAs: 1 })],
} satisfies Meta<typeof ToolAndDieScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) => listCards(canvasElement, 'Tool and die companies');

const companies = stateStories({ endpoint: '/tool-room-list' });
const companyDetails = stateStories({
  endpoint: '/tool-room-details/1',
  app: { path: '/tool-and-die-details?tool_machine_id=1', signedInAs: 1 },
  render: () => <ToolAndDieDetailsScreen />,
});

/** The approved companies: logo (or the default picture), name, address and place. */
export const Companies: Story = {
  play: async ({ canvasElement }) => {
    const found = await cards(canvasElement);
    await expect(found).toHaveLength(14);
    await expect(found[0]).toHaveTextContent('Precision Moulds & Dies Pvt. Ltd.');
    await expect(found[0]).toHaveTextContent('Plot 14, Bhosari MIDC');
    await expect(found[0]).toHaveTextContent('Pune, Maharashtra, India');
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'search e.g. Company Name, Location',
    );
  },
};

/** A search by keyboard: the words go into the URL and only the companies they match are left. */
export const SearchByKeyboard: Story = {
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cards(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'Gujarat{Enter}');
    await waitFor(() => expect(storyLocation()).toContain('keyword=Gujarat'), LOAD);
    await waitFor(async () => {
      const found = await cards(canvasElement);
      await expect(found).toHaveLength(2);
      for (const card of found) await expect(card).toHaveTextContent('Gujarat');
    }, LOAD);
  },
};

/** Search words that match no company: "No Data Found", with a way back to every company. */
export const NothingMatches: Story = companies.empty({
  path: '/tool-and-die?keyword=zzzz',
  signedInAs: 1,
  also: async (canvasElement) => {
    await userEvent.click(within(canvasElement).getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await expect(await cards(canvasElement)).toHaveLength(14);
  },
});

/** The list could not be loaded: the user is told, and Try again brings it. */
export const FailureThenRetry: Story = {
  tags: ['skip-visual'],
  ...companies.failure({
    fault: 'network-error',
    content: async (canvasElement) => expect(await cards(canvasElement)).toHaveLength(14),
  }),
};

/** A company: logo, address table, contact revealed once, the seller, description and its machines. */
export const CompanyDetails: Story = {
  decorators: [withApp({ path: '/tool-and-die-details?tool_machine_id=1', signedInAs: 1 })],
  render: () => <ToolAndDieDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = 'Precision Moulds & Dies Pvt. Ltd.';
    await expect(await canvas.findByRole('heading', { level: 1, name: title }, LOAD)).toBeInTheDocument();
    const table = within(canvas.getByRole('table', { name: `${title} details` }));
    await expect(table.getByRole('row', { name: /City/ })).toHaveTextContent('Pune');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tool Die Machines' })).toBeInTheDocument();
    const machines = within(canvas.getByRole('table', { name: `Machines of ${title}` }));
    await expect(machines.getAllByRole('row').length).toBeGreaterThan(3);
    await expect(machines.getByRole('columnheader', { name: 'Quantity' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'View Contact Info' }));
    await expect(canvas.queryByRole('button', { name: 'View Contact Info' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /@/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: /Similar/ })).not.toBeInTheDocument();
  },
};

/** A company as a sparse server sends it: no logo, a long name, no machines, no description. */
export const SparseCompany: Story = {
  decorators: [withApp({ path: '/tool-and-die-details?tool_machine_id=1', signedInAs: 1 })],
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/tool-room-details/:id', () =>
          HttpResponse.json({
            error: 0,
            company: {
              id: 1,
              name: 'Shri Venkateshwara Precision Mould Makers and Die Casting Engineering Works Private Limited',
              logo: null,
              city: 'Hosur',
              tool_room_machines: [],
            },
          }),
        ),
      ],
    },
  },
  render: () => <ToolAndDieDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /Shri Venkateshwara/ }, LOAD),
    ).toBeInTheDocument();
    await expect(canvas.getByText('No pictures of this listing yet')).toBeInTheDocument();
    const machines = within(canvas.getByRole('region', { name: 'Tool Die Machines' }));
    await expect(machines.getByText('No Data Found')).toBeInTheDocument();
  },
};

/** A company that is not there (or not yet approved): "Record Not Found". */
export const CompanyNotFound: Story = companyDetails.missing({
  path: '/tool-and-die-details?tool_machine_id=6',
});
