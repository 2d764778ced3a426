import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SelectOption } from '../../forms/options';
import { StateCityDialog, type StateCityDialogProps } from './StateCityDialog';
import { inForcedColors } from '../../test-assets/forcedColors';

const states: SelectOption[] = [
  { value: '7', label: 'Gujarat' },
  { value: '14', label: 'Maharashtra' },
  { value: '20', label: 'Lakshadweep' },
];

const citiesByState: Record<string, SelectOption[]> = {
  '7': [
    { value: '70', label: 'Ahmedabad' },
    { value: '71', label: 'Rajkot' },
    { value: '72', label: 'Vadodara' },
  ],
  '14': [
    { value: '140', label: 'Mumbai' },
    { value: '141', label: 'Pune' },
  ],
  '20': [],
};

const meta = {
  title: 'Components/StateCityDialog',
  component: StateCityDialog,
  args: {
    open: true,
    title: 'Find Scrap Car Dealers',
    states,
    statesLoading: false,
    cities: [],
    citiesLoading: false,
    submitLabel: 'Go',
    onStateChange: fn(),
    onSubmit: fn(),
    onOpenChange: fn(),
  },
  argTypes: { states: { control: false }, cities: { control: false } },
} satisfies Meta<typeof StateCityDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plays the app: loads the cities of the chosen state (at once, or never for the loading state). */
function WithCityLoader({ pending = false, ...args }: StateCityDialogProps & { pending?: boolean }) {
  const [cities, setCities] = useState<readonly SelectOption[]>([]);
  const [loading, setLoading] = useState(false);
  return (
    <StateCityDialog
      {...args}
      cities={cities}
      citiesLoading={loading}
      onStateChange={(stateId) => {
        args.onStateChange(stateId);
        setLoading(pending);
        setCities(pending ? [] : (citiesByState[stateId] ?? []));
      }}
    />
  );
}

const openDialog = () => within(document.body).findByRole('dialog', { name: 'Find Scrap Car Dealers' });

export const Playground: Story = { render: (args) => <WithCityLoader {...args} /> };

export const ChooseStateThenCity: Story = {
  render: (args) => <WithCityLoader {...args} />,
  play: async ({ args }) => {
    const dialog = await openDialog();
    const state = within(dialog).getByRole('combobox', { name: /^State/ });
    const city = within(dialog).getByRole('combobox', { name: /^City/ });
    await waitFor(() => expect(state).toHaveFocus());
    await expect(city).toBeDisabled();

    await userEvent.selectOptions(state, 'Gujarat');
    await expect(args.onStateChange).toHaveBeenCalledWith('7');
    await expect(city).toBeEnabled();
    await userEvent.selectOptions(city, 'Rajkot');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ stateId: '7', cityId: '71' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const BothAreRequired: Story = {
  render: (args) => <WithCityLoader {...args} />,
  play: async ({ args }) => {
    const dialog = await openDialog();
    const go = within(dialog).getByRole('button', { name: 'Go' });
    await userEvent.click(go);
    await expect(within(dialog).getByRole('combobox', { name: /^State/ })).toHaveAccessibleDescription(
      /Please select a state\./,
    );
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^State/ }), 'Maharashtra');
    await userEvent.click(go);
    await expect(within(dialog).getByRole('combobox', { name: /^City/ })).toHaveAccessibleDescription(
      /Please select a city\./,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CitiesLoading: Story = {
  render: (args) => <WithCityLoader {...args} pending />,
  play: async () => {
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^State/ }), 'Gujarat');
    await expect(within(dialog).getByRole('status', { name: 'Loading cities' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Go' })).toBeDisabled();
  },
};

export const NoCitiesForTheState: Story = {
  render: (args) => <WithCityLoader {...args} />,
  play: async () => {
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /^State/ }), 'Lakshadweep');
    await expect(within(dialog).getByRole('heading', { name: 'No Data Found' })).toBeInTheDocument();
  },
};

export const StatesLoading: Story = {
  args: { statesLoading: true },
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('status', { name: 'Loading states' })).toBeInTheDocument();
  },
};

/** The states did not come: the dialog says so and offers Try again, and Go is off. */
export const StatesFailed: Story = {
  args: { statesError: 'We could not reach the server. Check your connection and try again.', onRetry: fn() },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Go' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The chosen state's cities did not come: Try again in place of the city; the state stays chosen. */
export const CitiesFailed: Story = {
  args: { citiesError: 'We could not reach the server. Check your connection and try again.', onRetry: fn() },
  render: (args) => <WithCityLoader {...args} />,
  play: async ({ args }) => {
    const dialog = await openDialog();
    const state = within(dialog).getByRole('combobox', { name: /^State/ });
    await userEvent.selectOptions(state, 'Gujarat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
    await expect(state).toHaveValue('7');
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
