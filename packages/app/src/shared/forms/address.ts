import type { Country } from '@plastihub/api-client';
import { pinCode, postcode, required, type Rule } from './rules';

/**
 * India's id in the countries look-up, found by name because ids differ between servers: its PIN codes
 * are checked as such, and a new listing starts there. Undefined while the list loads or when it has no India.
 */
export function indiaIdIn(countries: readonly Country[] | undefined): string | undefined {
  const india = countries?.find((country) => country.name.trim().toLowerCase() === 'india');
  return india && String(india.id);
}

/** Whether the chosen country is India (never, while India is unknown). */
export const isInIndia = (values: Partial<AddressValues>, indiaId: string | undefined) =>
  indiaId !== undefined && values.countryId === indiaId;

/** The address fields, under the names every form that has them (and the server) gives them. */
export interface AddressValues {
  address: string;
  countryId: string;
  state: string;
  city: string;
  zipCode: string;
}
export type AddressField = keyof AddressValues;

/**
 * How one form asks for a place: which address fields it has, in its order, how it labels the state, and
 * whether every field must be filled in (a listing's place) or none (a profile, a product's origin).
 */
export interface AddressLayout<F extends AddressField = AddressField> {
  fields: readonly F[];
  stateLabel: 'State' | 'State/Province';
  required: boolean;
}

export const defineAddress = <F extends AddressField>(layout: AddressLayout<F>) => layout;

/** Each field's label, its browser autofill (the pin code's comes with its binder) and its message when left blank. */
const addressFieldSpecs: Record<AddressField, { label: string; autoComplete?: string; blank: string }> = {
  address: { label: 'Address', autoComplete: 'street-address', blank: 'Enter the address.' },
  // The select holds the look-up's id, which a browser's saved country cannot fill in.
  countryId: { label: 'Country', blank: 'Choose the country.' },
  state: { label: 'State', autoComplete: 'address-level1', blank: 'Enter the state.' },
  city: { label: 'City', autoComplete: 'address-level2', blank: 'Enter the city.' },
  zipCode: { label: 'Pincode', blank: 'Enter the pin code.' },
};

/** A field's label on this form and its browser autofill. */
export const addressFieldOf = (layout: AddressLayout, field: AddressField) => {
  const { label, autoComplete } = addressFieldSpecs[field];
  return { label: field === 'state' ? layout.stateLabel : label, autoComplete };
};

/** The rules of a form's address fields; any form values with the address fields can take them. */
export type AddressRules<F extends AddressField> = {
  readonly [K in F]?: readonly Rule<string, Partial<AddressValues>>[];
};

/**
 * The address rule: each field required where the layout says so, and a pin code that follows the country:
 * six digits in India (`indiaId`, from `indiaIdIn`), a postcode anywhere else or while India is unknown.
 */
export function addressRules<F extends AddressField>(
  layout: AddressLayout<F>,
  indiaId?: string,
): AddressRules<F> {
  const inIndia = (values: Partial<AddressValues>) => isInIndia(values, indiaId);
  const elsewhere = (values: Partial<AddressValues>) => !inIndia(values);
  const rules: { [K in F]?: Rule<string, Partial<AddressValues>>[] } = {};
  for (const field of layout.fields) {
    const fieldRules = [
      ...(layout.required ? [required(addressFieldSpecs[field].blank)] : []),
      ...(field === 'zipCode' ? [pinCode(undefined, inIndia), postcode(undefined, elsewhere)] : []),
    ];
    if (fieldRules.length > 0) rules[field] = fieldRules;
  }
  return rules;
}
