import { useEffect, useRef } from 'react';
import type { Country } from '@plastihub/api-client';
import { Select, TextField, optionsFromLookup, type SelectOption } from '@plastihub/ui';
import type { ResourceView } from '../data/useData';
import {
  addressFieldOf,
  indiaIdIn,
  isInIndia,
  type AddressField,
  type AddressLayout,
  type AddressValues,
} from './address';
import type { DigitsBinding, SelectBinding, TextBinding } from './binders';

/** What the block needs of a form (useForm's values, setter and binders), for the address fields it has. */
export interface AddressBinders<F extends AddressField> {
  values: Partial<AddressValues>;
  set: (name: F, value: string) => void;
  text: (name: F) => TextBinding;
  pinCode: (name: F) => DigitsBinding;
  select: (name: F, options: readonly SelectOption[]) => SelectBinding;
}

/**
 * A form's address fields as its layout says, bound to the form, with their rules from
 * `addressRules(layout, indiaIdIn(countries))`. They are children of the form's own grid, not a grid of
 * their own, so a form sets them beside its other fields. The pin code field takes digits in India and
 * a postcode's letters elsewhere.
 */
export function AddressFields<F extends AddressField>({
  form,
  layout,
  countries,
  startInIndia = false,
}: {
  form: AddressBinders<NoInfer<F>>;
  layout: AddressLayout<F>;
  /** The countries look-up (`countriesLookup`): the Country select's options. */
  countries: Pick<ResourceView<readonly Country[]>, 'status' | 'data'>;
  /** A new listing: India is chosen once the countries came, if they have India and none is chosen yet. */
  startInIndia?: boolean;
}) {
  const indiaId = indiaIdIn(countries.data);
  useIndiaByDefault(form, startInIndia && layout.fields.includes('countryId' as F), indiaId);
  const loadingCountries = countries.data === undefined && countries.status === 'loading';
  // Letters once the chosen country is known not to be India; digits for India, and until the country is
  // known, so the field does not change under a stored Indian address while the countries load.
  const takesPostcode =
    countries.data !== undefined && Boolean(form.values.countryId) && !isInIndia(form.values, indiaId);
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
    if (field === 'zipCode') {
      return takesPostcode ? (
        <TextField key={field} label={label} autoComplete="postal-code" {...form.text(field)} />
      ) : (
        <TextField key={field} label={label} {...form.pinCode(field)} />
      );
    }
    return <TextField key={field} label={label} autoComplete={autoComplete} {...form.text(field)} />;
  });
}

/** Chooses India once, when it is known and the form has no country yet (a restored draft keeps its own). */
function useIndiaByDefault<F extends AddressField>(
  form: AddressBinders<F>,
  enabled: boolean,
  indiaId: string | undefined,
) {
  const chosen = useRef(false);
  const { set } = form;
  const blank = !form.values.countryId;
  useEffect(() => {
    if (!enabled || chosen.current || indiaId === undefined) return;
    chosen.current = true;
    if (blank) set('countryId' as F, indiaId);
  }, [enabled, indiaId, blank, set]);
}
