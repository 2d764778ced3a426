import type { Meta, StoryObj } from '@storybook/react-vite';
import { extractComponentDescription } from 'storybook/internal/docs-tools';
import { expect, userEvent, within } from 'storybook/test';
import { Text } from '../Text';
import { Table, type TableColumn, type TableProps } from './Table';
import { inForcedColors } from '../../test-assets/forcedColors';

interface Transaction {
  id: number;
  description: string;
  date: string;
  type: 'In' | 'Out';
  tokens: number;
}

const transactions: readonly Transaction[] = [
  { id: 1, description: 'Token package: Silver', date: '02-01-2025', type: 'In', tokens: 500 },
  {
    id: 2,
    description: 'Contact details viewed: Shree Polymers',
    date: '05-01-2025',
    type: 'Out',
    tokens: 20,
  },
  { id: 3, description: 'Machine listing boosted', date: '11-01-2025', type: 'Out', tokens: 50 },
];

const transactionColumns: readonly TableColumn<Transaction>[] = [
  { key: 'description', header: 'Description', isRowHeader: true },
  { key: 'date', header: 'Date' },
  {
    key: 'tokens',
    header: 'Tokens',
    align: 'end',
    render: (row) =>
      row.type === 'In' ? (
        <Text as="span" tone="success" weight="semibold">
          +{row.tokens}
        </Text>
      ) : (
        <Text as="span" tone="critical" weight="semibold">
          −{row.tokens}
        </Text>
      ),
  },
];

/** The generic table as a story component: Storybook's args cannot carry a type parameter. */
function TransactionTable(props: Partial<TableProps<Transaction>>) {
  return (
    <Table<Transaction>
      caption="My Transaction"
      columns={transactionColumns}
      rows={transactions}
      {...props}
    />
  );
}

const meta = {
  title: 'Components/Table',
  component: TransactionTable,
  args: { caption: 'My Transaction', hideCaption: false, loading: false, skeletonRows: 3 },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    getRowKey: { control: false },
    emptyMessage: { control: 'text' },
  },
  parameters: {
    // The docs page describes Table by its JSDoc: docgen skips stories files, so the wrapper has none.
    docs: { extractComponentDescription: () => extractComponentDescription(Table) },
  },
} satisfies Meta<typeof TransactionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'My Transaction' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Description', 'Date', 'Tokens']);
    const row = within(table).getByRole('rowheader', { name: 'Token package: Silver' }).closest('tr');
    await expect(row).toHaveTextContent('02-01-2025');
    await expect(row).toHaveTextContent('+500');
    await expect(canvas.getByText('−20')).toBeVisible();
  },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvasElement }) => {
    // Still named for screen readers, though not shown.
    await expect(within(canvasElement).getByRole('table', { name: 'My Transaction' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading My Transaction');
    await expect(canvas.getByRole('table', { name: 'My Transaction' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('Token package: Silver')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Data Found')).toBeVisible();
  },
};

export const CustomEmptyMessage: Story = {
  args: { rows: [], caption: 'Dealers', emptyMessage: 'No dealer found at this location.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No dealer found at this location.')).toBeVisible();
    await expect(within(canvasElement).queryByText('No Data Found')).not.toBeInTheDocument();
  },
};

interface Dealer {
  id: string;
  name: string;
  city: string;
  state: string;
  phone: string;
  email: string;
  brands: string;
  grades: string;
}

const dealers: readonly Dealer[] = [
  {
    id: 'd1',
    name: 'Gujarat Polymers Trading Company',
    city: 'Ahmedabad',
    state: 'Gujarat',
    phone: '+91 98250 12345',
    email: 'sales@gujaratpolymers.example',
    brands: 'Reliance, Haldia, GAIL',
    grades: 'PP H110MA, HDPE B6401, LLDPE F18010',
  },
  {
    id: 'd2',
    name: 'Vapi Plastics Distributors',
    city: 'Vapi',
    state: 'Gujarat',
    phone: '+91 99090 67890',
    email: 'orders@vapiplastics.example',
    brands: 'IOCL, Reliance',
    grades: 'PP 1110MG, ABS GP',
  },
];

const dealerColumns: readonly TableColumn<Partial<Dealer>>[] = [
  { key: 'name', header: 'Dealer', isRowHeader: true },
  { key: 'city', header: 'City' },
  { key: 'state', header: 'State' },
  { key: 'phone', header: 'Mobile' },
  { key: 'email', header: 'Email' },
  { key: 'brands', header: 'Brands' },
  { key: 'grades', header: 'Grades in stock' },
];

export const WideTableScrollsSideways: Story = {
  render: () => (
    <div style={{ maxWidth: 320 }}>
      <Table<Partial<Dealer>> caption="Material dealers" columns={dealerColumns} rows={dealers} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Material dealers' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    // The keyboard can reach the region to scroll it.
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const MissingCellValues: Story = {
  render: () => (
    <Table<Partial<Dealer>>
      caption="Dealers with gaps"
      columns={dealerColumns.slice(0, 4)}
      rows={[{ id: 'd3', name: 'Surat Resin House', city: 'Surat', state: '', phone: undefined }]}
    />
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('rowheader', { name: 'Surat Resin House' }).closest('tr');
    await expect(within(row as HTMLElement).getAllByText('—')).toHaveLength(2);
    await expect(row).toHaveTextContent('Not provided');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+500')).toBeVisible();
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
