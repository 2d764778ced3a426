import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Text } from '../Text';
import { Tabs, tabsActivationModes, type TabItem } from './Tabs';
import { inForcedColors } from '../../test-assets/forcedColors';

const machineTabs: readonly TabItem[] = [
  {
    id: 'specifications',
    label: 'Specifications',
    content: <Text>Clamping force 450 Ton, shot capacity 1200 gms.</Text>,
  },
  {
    id: 'description',
    label: 'Description',
    content: <Text>Servo-driven machine, serviced yearly, spare capacity on night shifts.</Text>,
  },
  { id: 'seller', label: 'Seller', content: <Text>Shree Polymers, Vapi, Gujarat.</Text> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { label: 'Machine details', tabs: machineTabs, activationMode: 'automatic', onValueChange: fn() },
  argTypes: {
    activationMode: { control: 'inline-radio', options: tabsActivationModes },
    tabs: { control: false },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Machine details' })).toBeInTheDocument();
    await userEvent.tab();
    const specifications = canvas.getByRole('tab', { name: 'Specifications' });
    await expect(specifications).toHaveFocus();
    await expect(specifications).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent(
      /Servo-driven machine/,
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('description');

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Seller' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Specifications' })).toHaveFocus();

    // Tab leaves the tab list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Specifications' })).toHaveFocus();
  },
};

export const MouseSelection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Seller' }));
    await expect(canvas.getByRole('tab', { name: 'Seller' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Seller' })).toHaveTextContent(
      'Shree Polymers, Vapi, Gujarat.',
    );
    await expect(canvas.queryByText(/Clamping force/)).not.toBeInTheDocument();
  },
};

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Specifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithDisabledTab: Story = {
  args: {
    tabs: [
      machineTabs[0]!,
      { id: 'documents', label: 'Documents', content: <Text>Invoices</Text>, disabled: true },
      machineTabs[2]!,
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Documents' })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Seller' })).toHaveFocus();
  },
};

export const SecondTabSelected: Story = {
  args: { defaultValue: 'description' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(/Servo-driven machine/)).toBeVisible();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Specifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme, {
  check: async ({ canvasElement }) => {
    // The selected tab's bar differs from the bars of the others.
    const barColour = (tab: HTMLElement) => getComputedStyle(tab).borderBottomColor;
    const [other] = within(canvasElement).getAllByRole('tab', { selected: false });
    await expect(barColour(within(canvasElement).getByRole('tab', { selected: true }))).not.toBe(
      barColour(other!),
    );
  },
});
