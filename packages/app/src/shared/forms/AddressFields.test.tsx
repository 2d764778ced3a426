import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Grid } from '@plastihub/ui';
import { addressRules, defineAddress, INDIA, type AddressField, type AddressLayout } from './address';
import { AddressFields } from './AddressFields';
import { idleForm, type FormState } from './formState';
import { useForm } from './useForm';

const countries = [
  { id: 1, name: 'India' },
  { id: 2, name: 'Sri Lanka' },
];
const loaded = { status: 'succeeded', data: countries } as const;

const listingAddress = defineAddress({
  fields: ['countryId', 'state', 'city', 'zipCode'],
  stateLabel: 'State/Province',
  required: true,
});
const optionalAddress = defineAddress({
  fields: ['address', 'city', 'state', 'countryId'],
  stateLabel: 'State',
  required: false,
});

const blank = { address: '', countryId: '', state: '', city: '', zipCode: '' };

function Place<F extends AddressField>({
  layout,
  initial = blank,
  countriesView = loaded,
  server = idleForm,
  onValid = vi.fn(),
}: {
  layout: AddressLayout<F>;
  initial?: typeof blank;
  countriesView?: Parameters<typeof AddressFields>[0]['countries'];
  server?: FormState;
  onValid?: (values: typeof blank) => void;
}) {
  const form = useForm(initial, addressRules(layout), server, { serverNames: { countryId: 'country' } });
  return (
    <form noValidate aria-label="Place" onSubmit={form.handleSubmit(onValid)}>
      <Grid>
        <AddressFields form={form} layout={layout} countries={countriesView} />
      </Grid>
      <button type="submit">Submit</button>
    </form>
  );
}

/** The fields' labels as shown, in the order of the page. */
const labels = () =>
  screen
    .getAllByText(/^(Address|Country|State|State\/Province|City|Pincode)$/)
    .map((label) => label.textContent);
const country = () => screen.getByRole('combobox', { name: /^Country/ });
const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));

describe('AddressFields', () => {
  it("lays out the form's fields in its order, under its labels, with the countries to choose from", () => {
    const { unmount } = render(<Place layout={listingAddress} />);
    // Each with its required marker.
    expect(labels()).toEqual(['Country*', 'State/Province*', 'City*', 'Pincode*']);
    expect(screen.getByRole('option', { name: 'Sri Lanka' })).toBeInTheDocument();
    expect(textbox(/^Pincode/)).toHaveAttribute('inputmode', 'numeric');
    unmount();

    render(<Place layout={optionalAddress} />);
    expect(labels()).toEqual(['Address', 'City', 'State', 'Country']);
  });

  it('asks for every field of a required address, and focuses the first', async () => {
    const onValid = vi.fn();
    render(<Place layout={listingAddress} onValid={onValid} />);
    expect(country()).toBeRequired();
    await submit();
    expect(country()).toHaveAccessibleDescription('Choose the country.');
    expect(country()).toHaveFocus();
    expect(textbox(/^State\/Province/)).toHaveAccessibleDescription('Enter the state.');
    expect(textbox(/^City/)).toHaveAccessibleDescription('Enter the city.');
    expect(textbox(/^Pincode/)).toHaveAccessibleDescription('Enter the pin code. Digits only');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('checks the PIN code only when the country is India', async () => {
    const onValid = vi.fn();
    const initial = { ...blank, countryId: INDIA, state: 'Gujarat', city: 'Vapi', zipCode: '012345' };
    render(<Place layout={listingAddress} initial={initial} onValid={onValid} />);
    await submit();
    expect(textbox(/^Pincode/)).toHaveAccessibleDescription(
      'Enter a 6-digit PIN code that does not start with 0. Digits only',
    );

    await userEvent.selectOptions(country(), 'Sri Lanka');
    expect(textbox(/^Pincode/)).not.toHaveAttribute('aria-invalid');
    await submit();
    expect(onValid).toHaveBeenCalledWith({ ...initial, countryId: '2' });
  });

  it('leaves an optional address blank, and shows the server messages under its fields', async () => {
    const onValid = vi.fn();
    const server: FormState = {
      status: 'failed',
      message: 'Please correct the highlighted fields.',
      fieldErrors: { country: 'The country is not served.' },
    };
    render(<Place layout={optionalAddress} server={server} onValid={onValid} />);
    expect(textbox(/^Address/)).not.toBeRequired();
    expect(country()).toHaveAccessibleDescription('The country is not served.');
    await submit();
    expect(onValid).toHaveBeenCalledWith(blank);
  });

  it('says the countries are loading until they come, and offers a choice once they came or failed', () => {
    const { rerender } = render(
      <Place layout={listingAddress} countriesView={{ status: 'loading', data: undefined }} />,
    );
    expect(country()).toHaveDisplayValue('Loading countries');
    rerender(<Place layout={listingAddress} countriesView={{ status: 'failed', data: undefined }} />);
    expect(country()).toHaveDisplayValue('Select country');
    rerender(<Place layout={listingAddress} />);
    expect(country()).toHaveDisplayValue('Select country');
  });
});
