import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import BuyMachineScreen from './BuyMachineScreen';
import MachineDetailsScreen from './MachineDetailsScreen';
import MachineListScreen from './MachineListScreen';
import MachineScreen from './MachineScreen';
import MachineTypeScreen from './MachineTypeScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';
import { LOAD, listCards, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Machines',
  tags: ['!autodocs'],
  component: MachineTypeScreen,
  decorators: [withApp({ path: '/machine-type', signedInAs: 1 })],
} satisfies Meta<typeof MachineTypeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const injectionMachines = stateStories({
  endpoint: '/injection-modling-machine-list',
  app: { path: '/injection-machine?machine_type=rent', signedInAs: 1 },
  render: () => <MachineListScreen kind="injection" />,
});
const auxiliaryMachine = stateStories({
  endpoint: '/auxiliary-machine-details',
  app: { path: '/auxiliary-machine-details?machine_id=1', signedInAs: 1 },
  render: () => <MachineDetailsScreen kind="auxiliary" />,
});

/** "Select Machine for": Spare Capacity (rent) or Buy Machine (sell); the choice travels in the link. */
export const SelectMachineFor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Select Machine for' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Spare Capacity' })).toHaveAttribute(
      'href',
      expect.stringContaining('/machine?machine_type=rent'),
    );
    await expect(canvas.getByRole('link', { name: 'Buy Machine' })).toHaveAttribute(
      'href',
      expect.stringContaining('/buy-machine?machine_type=sell'),
    );
  },
};

/** The machine lists for Spare Capacity, and Tool and Die. */
export const MachineLists: Story = {
  decorators: [withApp({ path: '/machine?machine_type=rent', signedInAs: 1 })],
  render: () => <MachineScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Machine - Spare Capacity' }),
    ).toBeInTheDocument();
    for (const name of ['Injection Molding', 'Blow Molding', 'Extruder', 'Utility', 'Auxiliary'])
      await expect(canvas.getByRole('link', { name: `${name} Machine` })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Tool and Die' })).toBeInTheDocument();
  },
};

/** Injection molding machines with spare capacity: company, place, spare hours and tonnage on each card. */
export const InjectionMachines: Story = {
  decorators: [withApp({ path: '/injection-machine?machine_type=rent', signedInAs: 1 })],
  render: () => <MachineListScreen kind="injection" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const found = await listCards(canvasElement, 'Injection Molding Machines');
    await expect(found).toHaveLength(20);
    await expect(found[0]).toHaveTextContent(/Hours\/Month/);
    await expect(found[0]).toHaveTextContent(/\d Ton/);
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'search e.g. Company Location Size',
    );
  },
};

/** A search by keyboard: the words go into the URL and the list narrows to the machines they match. */
export const SearchByKeyboard: Story = {
  decorators: [withApp({ path: '/injection-machine?machine_type=rent', signedInAs: 1 })],
  render: () => <MachineListScreen kind="injection" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await listCards(canvasElement, 'Injection Molding Machines');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'Bengaluru{Enter}');
    await waitFor(() => expect(storyLocation()).toContain('keyword=Bengaluru'), LOAD);
    await waitFor(async () => {
      const found = await listCards(canvasElement, 'Injection Molding Machines');
      await expect(found.length).toBeLessThan(20);
      for (const card of found) await expect(card).toHaveTextContent('Bengaluru');
    }, LOAD);
  },
};

/** Search words that match nothing: "No Data Found". */
export const NothingMatches: Story = injectionMachines.empty({
  path: '/injection-machine?machine_type=rent&keyword=zzzz',
});

/** The list could not be loaded: the user is told, and Try again brings it. */
export const ListFailureThenRetry: Story = injectionMachines.failure({
  fault: 'server-error',
  content: async (canvasElement) =>
    expect(await listCards(canvasElement, 'Injection Molding Machines')).toHaveLength(20),
});

/** Utility machines show their price from, then to (the existing product showed the from price twice). */
export const UtilityPriceRange: Story = {
  decorators: [withApp({ path: '/utility-machine?machine_type=rent', signedInAs: 1 })],
  render: () => <MachineListScreen kind="utility" />,
  play: async ({ canvasElement }) => {
    const found = await listCards(canvasElement, 'Utility Machines');
    const chiller = found.find((card) => card.textContent?.includes('Rs. 6,62,000'));
    await expect(chiller).toHaveTextContent('Rs. 6,62,000 - Rs. 9,14,000');
  },
};

/** Machines for sale, by kind: the kind is a filter in the URL. */
export const BuyMachine: Story = {
  decorators: [withApp({ path: '/buy-machine?kind=extruder', signedInAs: 1 })],
  render: () => <BuyMachineScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Buy Machine' })).toBeInTheDocument();
    await expect(await listCards(canvasElement, 'Extruder Machines')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: /^Machine/ })).toHaveTextContent('(1)');
  },
};

/** An injection machine: pictures, the table with units, contact, Chat, the seller and similar machines. */
export const InjectionMachineDetails: Story = {
  decorators: [withApp({ path: '/injection-machine-details?machine_id=1&machine_size=60', signedInAs: 1 })],
  render: () => <MachineDetailsScreen kind="injection" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = 'Windsor Injection Molding Machine';
    await expect(await canvas.findByRole('heading', { level: 1, name: title }, LOAD)).toBeInTheDocument();
    const table = within(canvas.getByRole('table', { name: `${title} details` }));
    await expect(table.getByRole('row', { name: /Machine Size/ })).toHaveTextContent('60 Ton');
    await expect(table.getByRole('row', { name: /Platen Size/ })).toHaveTextContent('mm');
    await expect(table.getByRole('row', { name: /Spare Capacity/ })).toHaveTextContent('Hours/Month');
    await expect(canvas.getByRole('button', { name: 'View Contact Info' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Chat' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Similar Machines' })).toBeInTheDocument();
  },
};

/** Extruder rows the server sends without data are left out, not shown blank. */
export const ExtruderRowsWithoutData: Story = {
  decorators: [withApp({ path: '/extruder-machine-details?machine_id=1', signedInAs: 1 })],
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/extruder-machine-details', () =>
          HttpResponse.json({
            extruder_machine: {
              id: 1,
              name: 'Extruder Machine',
              make: 'Rajoo Engineers',
              machine_type: 'Single Screw',
              application: null,
              extrusion_capacity: 250,
              screw_size_diameter: null,
              screw_size_length: null,
              spare_capacity: null,
              city: 'Rajkot',
              sellerid: 5,
              sellername: 'Shree Polymers',
            },
            similar_machines: [],
          }),
        ),
      ],
    },
  },
  render: () => <MachineDetailsScreen kind="extruder" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = 'Rajoo Engineers Extruder Machine';
    await expect(await canvas.findByRole('heading', { level: 1, name: title }, LOAD)).toBeInTheDocument();
    const table = within(canvas.getByRole('table', { name: `${title} details` }));
    await expect(table.getByRole('row', { name: /Extrusion Capacity/ })).toHaveTextContent('250 Kg/Hr');
    await expect(table.queryByRole('rowheader', { name: 'Application' })).not.toBeInTheDocument();
    await expect(table.queryByRole('rowheader', { name: /Screw Size/ })).not.toBeInTheDocument();
    await expect(table.queryByText('Not provided')).not.toBeInTheDocument();
  },
};

/** A server without the (assumed) utility details call: the machine is read from the list. */
export const UtilityDetailsFromTheList: Story = {
  decorators: [withApp({ path: '/utility-machine-details?machine_id=1', signedInAs: 1 })],
  parameters: {
    msw: {
      handlers: [http.get('*/api/utility-machine-details', () => new HttpResponse(null, { status: 404 }))],
    },
  },
  render: () => <MachineDetailsScreen kind="utility" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = 'Frigel Water Chiller';
    await expect(await canvas.findByRole('heading', { level: 1, name: title }, LOAD)).toBeInTheDocument();
    const table = within(canvas.getByRole('table', { name: `${title} details` }));
    await expect(table.getByRole('row', { name: /Price/ })).toHaveTextContent('Rs. 6,62,000 - Rs. 9,14,000');
  },
};

/** An auxiliary machine that is gone: "Record Not Found". */
export const MachineNotFound: Story = auxiliaryMachine.missing({
  path: '/auxiliary-machine-details?machine_id=9999',
});
