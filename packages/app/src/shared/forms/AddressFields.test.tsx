import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Grid } from '@plastihub/ui';
import { addressRules, defineAddress, indiaIdIn, type AddressField, type AddressLayout } from './address';
import { AddressFields } from './AddressFields';
import { idleForm, type FormState } from './formState';
import { useForm } from './useForm';

// India is found by its name, whatever its id.
const countries = [
  { id: 1, name: 'Sri Lanka' },
  { id: 91, name: 'India' },
  { id: 44, name: 'United Kingdom' },
];
const INDIA = '91';
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
  startInIndia = false,
}: {
  layout: AddressLayout<F>;
  startInIndia?: boolean;
  initial?: typeof blank;
  countriesView?: Parameters<typeof AddressFields>[0]['countries'];
  server?: FormState;
  onValid?: (values: typeof blank) => void;
}) {
  const rules = addressRules(layout, indiaIdIn(countriesView.data));
  const form = useForm(initial, rules, server, { serverNames: { countryId: 'country' } });
  return (
    <form noValidate aria-label="Place" onSubmit={form.handleSubmit(onValid)}>
      <Grid>
        <AddressFields form={form} layout={layout} countries={countriesView} startInIndia={startInIndia} />
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

  it('takes a 6-digit PIN code in India, found by its name in the countries', async () => {
    const onValid = vi.fn();
    const initial = { ...blank, countryId: INDIA, state: 'Gujarat', city: 'Vapi', zipCode: '012345' };
    render(<Place layout={listingAddress} initial={initial} onValid={onValid} />);
    expect(textbox(/^Pincode/)).toHaveAttribute('inputmode', 'numeric');
    await submit();
    expect(textbox(/^Pincode/)).toHaveAccessibleDescription(
      'Enter a 6-digit PIN code that does not start with 0. Digits only',
    );
    await userEvent.clear(textbox(/^Pincode/));
    await userEvent.type(textbox(/^Pincode/), '396195');
    await submit();
    expect(onValid).toHaveBeenCalledWith({ ...initial, zipCode: '396195' });
  });

  it("takes a postcode of letters and digits in other countries, where India's rule does not apply", async () => {
    const onValid = vi.fn();
    const initial = { ...blank, countryId: INDIA, state: 'London', city: 'London', zipCode: '012345' };
    render(<Place layout={listingAddress} initial={initial} onValid={onValid} />);
    await userEvent.selectOptions(country(), 'United Kingdom');
    expect(textbox(/^Pincode/)).not.toHaveAttribute('inputmode');
    await userEvent.clear(textbox(/^Pincode/));
    await userEvent.type(textbox(/^Pincode/), 'SW1A-1AA_');
    await submit();
    expect(textbox(/^Pincode/)).toHaveAccessibleDescription('Enter a postcode of 3 to 10 letters or digits.');
    expect(onValid).not.toHaveBeenCalled();

    await userEvent.clear(textbox(/^Pincode/));
    await userEvent.type(textbox(/^Pincode/), 'SW1A 1AA');
    await submit();
    expect(onValid).toHaveBeenCalledWith({ ...initial, countryId: '44', zipCode: 'SW1A 1AA' });
  });

  it('checks a postcode in every country when the countries have no India', async () => {
    const onValid = vi.fn();
    const withoutIndia = countries.filter((place) => place.name !== 'India');
    const initial = { ...blank, countryId: '1', state: 'Western', city: 'Colombo', zipCode: '12' };
    render(
      <Place
        layout={listingAddress}
        initial={initial}
        countriesView={{ status: 'succeeded', data: withoutIndia }}
        onValid={onValid}
      />,
    );
    await submit();
    expect(textbox(/^Pincode/)).toHaveAccessibleDescription('Enter a postcode of 3 to 10 letters or digits.');
    await userEvent.type(textbox(/^Pincode/), '345');
    await submit();
    expect(onValid).toHaveBeenCalledWith({ ...initial, zipCode: '12345' });
  });

  it("chooses India for a new place once the countries came, and keeps a place's own country", () => {
    const { rerender, unmount } = render(
      <Place layout={listingAddress} startInIndia countriesView={{ status: 'loading', data: undefined }} />,
    );
    expect(country()).toHaveValue('');
    rerender(<Place layout={listingAddress} startInIndia />);
    expect(country()).toHaveDisplayValue('India');
    expect(textbox(/^Pincode/)).toHaveAttribute('inputmode', 'numeric');
    unmount();

    render(<Place layout={listingAddress} startInIndia initial={{ ...blank, countryId: '44' }} />);
    expect(country()).toHaveDisplayValue('United Kingdom');
  });

  it('leaves the country unchosen when the countries have no India', () => {
    const withoutIndia = countries.filter((place) => place.name !== 'India');
    render(
      <Place
        layout={listingAddress}
        startInIndia
        countriesView={{ status: 'succeeded', data: withoutIndia }}
      />,
    );
    expect(country()).toHaveValue('');
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
