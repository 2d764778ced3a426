import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { optionsFrom } from '../../forms/options';
import { CityDialog, type CityDialogProps } from './CityDialog';
import { inForcedColors } from '../../test-assets/forcedColors';

const cities = optionsFrom(['Ahmedabad', 'Chennai', 'Delhi', 'Kolkata', 'Mumbai', 'Pune']);

const meta = {
  title: 'Components/CityDialog',
  component: CityDialog,
  args: {
    open: true,
    cities,
    value: '',
    dismissible: true,
    loading: false,
    title: 'Select City',
    submitLabel: 'Save',
    onSubmit: fn(),
    onOpenChange: fn(),
  },
  argTypes: { cities: { control: false } },
} satisfies Meta<typeof CityDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const openDialog = () => page().findByRole('dialog', { name: 'Select City' });

/** The material brands screen: the current city with a Change button that opens the dialog. */
function CityPicker(args: CityDialogProps) {
  const [open, setOpen] = useState(false);
  const [city, setCity] = useState(args.value ?? '');
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {`City: ${city || 'none'} (change)`}
      </Button>
      <CityDialog
        {...args}
        open={open}
        value={city}
        onOpenChange={(next) => {
          args.onOpenChange?.(next);
          setOpen(next);
        }}
        onSubmit={(next) => {
          args.onSubmit(next);
          setCity(next);
        }}
      />
    </>
  );
}

export const Playground: Story = {};

/** No city stored yet: a city must be chosen; there is no way to close without one. */
export const FirstVisit: Story = {
  args: { dismissible: false },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    const select = within(dialog).getByRole('combobox', { name: /^City/ });
    await waitFor(() => expect(select).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(select).toHaveAccessibleDescription(/Please select a city\./);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.selectOptions(select, 'Pune');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Pune');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ChangeCity: Story = {
  args: { value: 'Mumbai' },
  render: (args) => <CityPicker {...args} />,
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'City: Mumbai (change)' });
    await userEvent.click(opener);
    const dialog = await openDialog();
    const select = within(dialog).getByRole('combobox', { name: /^City/ });
    await expect(select).toHaveValue('Mumbai');
    await userEvent.selectOptions(select, 'Chennai');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Chennai');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'City: Chennai (change)' })).toHaveFocus(),
    );
  },
};

export const GoLabel: Story = { args: { submitLabel: 'Go' } };

export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('status', { name: 'Loading cities' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const NoCities: Story = {
  args: { cities: [] },
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('heading', { name: 'No Data Found' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
