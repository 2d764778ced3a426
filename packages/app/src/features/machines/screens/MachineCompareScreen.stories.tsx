import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import MachineCompareScreen from './MachineCompareScreen';
import MachineDetailsScreen from './MachineDetailsScreen';
import MachineListScreen from './MachineListScreen';
import { withApp } from '../../../testing/AppStory';
import { LOAD, listCards, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Machine compare',
  tags: ['!autodocs'],
  component: MachineCompareScreen,
  decorators: [withApp({ path: '/machine-compare?kind=injection&compare=1,3,7', signedInAs: 1 })],
} satisfies Meta<typeof MachineCompareScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Compare Injection Molding Machines';
const comparison = stateStories({ endpoint: '/injection-modling-machine-details' });

/** The table once it has come, and its column headers (the first is the rows' labels). */
async function comparedTable(canvasElement: HTMLElement, count: number) {
  const table = await within(canvasElement).findByRole(
    'table',
    { name: `${count} machines side by side` },
    LOAD,
  );
  const headers = within(table).getAllByRole('columnheader');
  await expect(headers).toHaveLength(count + 1);
  return { table: within(table), headers };
}

/** Three machines side by side: a column each, every detail row a row, the rows where they differ marked. */
export const Compared: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const { table, headers } = await comparedTable(canvasElement, 3);
    // Three Windsor machines, told apart by their place.
    await expect(headers[1]).toHaveTextContent('Windsor Injection Molding Machine, Bengaluru');
    await expect(headers[2]).toHaveTextContent('Windsor Injection Molding Machine, Baddi');
    await expect(table.getByRole('row', { name: /^Machine Size/ })).toHaveTextContent(
      /Differs.*60\sTon.*100\sTon.*220\sTon/,
    );
    await expect(table.getByRole('row', { name: /^Make/ })).not.toHaveTextContent('Differs');
    // Machine 3 is for sale: no spare capacity, shown as not provided.
    await expect(table.getByRole('row', { name: /^Spare Capacity/ })).toHaveTextContent('Not provided');
  },
};

/** A machine of the link that is no longer listed (waiting for review) is left out; the others are compared. */
export const OneMachineGone: Story = {
  decorators: [withApp({ path: '/machine-compare?kind=injection&compare=1,3,5', signedInAs: 1 })],
  play: async ({ canvasElement }) => {
    const { headers } = await comparedTable(canvasElement, 2);
    await expect(headers[1]).toHaveTextContent('Windsor Injection Molding Machine, Bengaluru');
    await expect(headers[2]).toHaveTextContent('Windsor Injection Molding Machine, Baddi');
  },
};

/** The machines are on their way: the spinner under the page's heading, no table yet. */
export const Loading: Story = comparison.loading({ page: title });

/** The machines could not be loaded: the user is told, and Try again brings the comparison. */
export const FailureThenRetry: Story = {
  tags: ['skip-visual'],
  ...comparison.failure({
    fault: 'server-error',
    content: (canvasElement) => comparedTable(canvasElement, 3),
  }),
};

/** A compare link without machines: says there is nothing to compare. */
export const NothingToCompare: Story = {
  decorators: [withApp({ path: '/machine-compare?kind=extruder', signedInAs: 1 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No machines to compare', undefined, LOAD)).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Compare Extruder Machines' }),
    ).toBeInTheDocument();
  },
};

/** A link for a kind of machine there is not: "Record Not Found". */
export const UnknownKind: Story = comparison.missing({
  path: '/machine-compare?kind=lathe&compare=1,2',
  signedInAs: 1,
});

/**
 * On a kind's list: a fourth machine is refused with the spec's words, the three chosen stay, each card saying
 * so, and the tray's Compare opens the page of these three.
 */
export const CompareFromTheList: Story = {
  tags: ['skip-visual'],
  decorators: [
    withApp({
      path: '/injection-machine?machine_type=rent',
      signedInAs: 1,
      storage: { machine_compare: 'extruder=4' },
    }),
  ],
  render: () => <MachineListScreen kind="injection" />,
  play: async ({ canvasElement }) => {
    const found = await listCards(canvasElement, 'Injection Molding Machines');
    for (const card of found.slice(0, 4))
      await userEvent.click(within(card).getByRole('button', { name: 'Add to compare' }));
    const tray = within(within(canvasElement).getByRole('region', { name: 'Compare list' }));
    await expect(await tray.findByText('3 of 3 chosen', undefined, LOAD)).toBeInTheDocument();
    await expect(await tray.findByRole('alert', undefined, LOAD)).toHaveTextContent(
      'You can Compare upto 3 items',
    );
    await expect(
      within(found[3] as HTMLElement).getByRole('button', { name: 'Add to compare' }),
    ).toBeVisible();
    await expect(tray.getByRole('link', { name: 'Compare (3)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/machine-compare\?kind=injection&compare=\d+%2C\d+%2C\d+$/),
    );
    await userEvent.click(
      within(found[0] as HTMLElement).getByRole('button', { name: 'Remove from compare' }),
    );
    await expect(await tray.findByText('2 of 3 chosen', undefined, LOAD)).toBeInTheDocument();
    // Kept in this browser per kind: the extruders' list is left as it was.
    await waitFor(async () => {
      const lists = new URLSearchParams(localStorage.getItem('machine_compare') ?? '');
      await expect(lists.get('injection')?.split(',')).toHaveLength(2);
      await expect(lists.get('extruder')).toBe('4');
    }, LOAD);
  },
};

/** A machine's page shows the kind's compare list, each machine with its Remove. */
export const CompareListOnDetails: Story = {
  decorators: [
    withApp({
      path: '/injection-machine-details?machine_id=1&machine_size=60',
      signedInAs: 1,
      storage: { machine_compare: 'injection=3%2C7' },
    }),
  ],
  render: () => <MachineDetailsScreen kind="injection" />,
  play: async ({ canvasElement }) => {
    const tray = within(await within(canvasElement).findByRole('region', { name: 'Compare list' }, LOAD));
    await expect(await tray.findByText('2 of 3 chosen', undefined, LOAD)).toBeInTheDocument();
    await expect(
      await tray.findByRole(
        'button',
        { name: 'Remove Windsor Injection Molding Machine, Baddi from compare' },
        LOAD,
      ),
    ).toBeInTheDocument();
    await expect(tray.getByRole('link', { name: 'Compare (2)' })).toHaveAttribute(
      'href',
      '/machine-compare?kind=injection&compare=3%2C7',
    );
  },
};
