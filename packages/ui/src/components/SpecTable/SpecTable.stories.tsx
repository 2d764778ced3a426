import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpecTable, type SpecRow } from './SpecTable';
import { inForcedColors } from '../../test-assets/forcedColors';

const injectionMachine: readonly SpecRow[] = [
  { label: 'Clamping Force', value: 450, unit: 'Ton' },
  { label: 'Shot Capacity', value: 1200, unit: 'gms' },
  { label: 'Platen Size (L × W)', value: '900 × 850', unit: 'mm' },
  { label: 'Tie Bar Distance (L × W)', value: '610 × 560', unit: 'mm' },
  { label: 'Make', value: 'Ferromatik Milacron' },
  { label: 'Mfg Year', value: 2016 },
  { label: 'Spare Capacity', value: 720, unit: 'Hours/Month' },
  { label: 'Country', value: 'India' },
  { label: 'State/Province', value: 'Gujarat' },
  { label: 'City', value: 'Vapi' },
  { label: 'Pincode', value: '396195' },
];

const meta = {
  title: 'Components/SpecTable',
  component: SpecTable,
  args: { title: 'Specifications', rows: injectionMachine },
  argTypes: { rows: { control: false } },
} satisfies Meta<typeof SpecTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value cell next to a row header, as a sighted user reads across the row. */
const valueFor = (canvasElement: HTMLElement, label: string) => {
  const header = within(canvasElement).getByRole('rowheader', { name: label });
  return within(header.closest('tr') as HTMLElement).getByRole('cell');
};

export const Playground: Story = {};

export const InjectionMachine: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Specifications' })).toBeInTheDocument();
    await expect(valueFor(canvasElement, 'Clamping Force')).toHaveTextContent('450 Ton');
    await expect(valueFor(canvasElement, 'Platen Size (L × W)')).toHaveTextContent('900 × 850 mm');
    await expect(valueFor(canvasElement, 'Spare Capacity')).toHaveTextContent('720 Hours/Month');
    await expect(valueFor(canvasElement, 'Mfg Year')).toHaveTextContent('2016');
  },
};

export const ExtruderMachine: Story = {
  args: {
    rows: [
      { label: 'Machine Type', value: 'Twin screw extruder' },
      { label: 'Extrusion Capacity', value: 180, unit: 'Kg/Hr' },
      { label: 'Make', value: 'Kabra' },
      { label: 'Mfg Year', value: 2019 },
      { label: 'Spare Capacity', value: 300, unit: 'Hours/Month' },
      { label: 'Application', value: 'Pipes' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(valueFor(canvasElement, 'Extrusion Capacity')).toHaveTextContent('180 Kg/Hr');
  },
};

export const MissingValues: Story = {
  args: {
    title: 'Job details',
    rows: [
      { label: 'Salary', value: 'Rs. 25,000 per month' },
      { label: 'Minimum Education', value: null },
      { label: 'Timing', value: '' },
      { label: 'Working Days', value: undefined },
      { label: 'Spare Capacity', value: null, unit: 'Hours/Month' },
    ],
  },
  play: async ({ canvasElement }) => {
    for (const label of ['Minimum Education', 'Timing', 'Working Days', 'Spare Capacity']) {
      const cell = valueFor(canvasElement, label);
      await expect(within(cell).getByText('—')).toBeVisible();
      await expect(cell).toHaveTextContent('Not provided');
      await expect(cell).not.toHaveTextContent('Hours/Month');
    }
  },
};

export const FinancialInstitution: Story = {
  args: {
    title: 'Loan details',
    rows: [
      { label: 'Type of Funding', value: 'Term loan' },
      { label: 'Purpose', value: 'Machinery purchase' },
      { label: 'Interest Rate', value: 9.5, unit: '%' },
      { label: 'Country', value: 'India' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(valueFor(canvasElement, 'Interest Rate')).toHaveTextContent('9.5 %');
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, 'aria-label': 'Trade product details', rows: injectionMachine.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Trade product details' }),
    ).toBeInTheDocument();
  },
};

export const LongValue: Story = {
  args: {
    rows: [
      { label: 'Make', value: 'Engel' },
      {
        label: 'Description',
        value:
          'Well maintained two-platen machine with robot interface, hot runner controller and mould temperature controller; inspected quarterly and available for job work on second and third shifts.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(valueFor(canvasElement, 'Description')).toHaveTextContent(/hot runner controller/);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { rows: [...injectionMachine.slice(0, 4), { label: 'Working Days', value: null }] },
  play: async ({ canvasElement }) => {
    await expect(valueFor(canvasElement, 'Working Days')).toHaveTextContent('Not provided');
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
