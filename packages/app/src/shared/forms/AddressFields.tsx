import type { Country } from '@plastihub/api-client';
import { Select, TextField, optionsFromLookup, type SelectOption } from '@plastihub/ui';
import type { ResourceView } from '../data/useData';
import { addressFieldOf, type AddressField, type AddressLayout } from './address';
import type { DigitsBinding, SelectBinding, TextBinding } from './binders';

/** What the block needs of a form (useForm's binders), for the address fields it has. */
export interface AddressBinders<F extends AddressField> {
  text: (name: F) => TextBinding;
  pinCode: (name: F) => DigitsBinding;
  select: (name: F, options: readonly SelectOption[]) => SelectBinding;
}

/**
 * A form's address fields as its layout says, bound to the form, with their rules from `addressRules(layout)`.
 * They are children of the form's own grid, not a grid of their own, so a form sets them beside its other fields.
 */
export function AddressFields<F extends AddressField>({
  form,
  layout,
  countries,
}: {
  form: AddressBinders<NoInfer<F>>;
  layout: AddressLayout<F>;
  /** The countries look-up (`countriesLookup`): the Country select's options. */
  countries: Pick<ResourceView<readonly Country[]>, 'status' | 'data'>;
}) {
  const loadingCountries = countries.data === undefined && countries.status === 'loading';
  return layout.fields.map((field) => {
    const { label, autoComplete } = addressFieldOf(layout, field);
    if (field === 'countryId') {
      return (
        <Select
          key={field}
          label={label}
          placeholder={loadingCountries ? 'Loading countries' : 'Select country'}
          {...form.select(field, optionsFromLookup(countries.data ?? []))}
        />
      );
    }
    if (field === 'zipCode') return <TextField key={field} label={label} {...form.pinCode(field)} />;
    return <TextField key={field} label={label} autoComplete={autoComplete} {...form.text(field)} />;
  });
}
