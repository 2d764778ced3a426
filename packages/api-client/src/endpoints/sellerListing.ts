import * as v from 'valibot';
import { id, list, optionalNumber, relationName, text } from '../core/schema';
import type { MachinePurpose } from './machines';
import { sellerEntries, toListingSeller } from './listingSeller';
import type { FieldMap, FormNumber } from './multipart';

/** What a seller's machine listings share: review status, the common form fields and the calls. */

/** New listings wait for review ("Under Review") until approved ("Published"). */
export const listingStatuses = ['Pending', 'Approved'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

const status = () =>
  v.pipe(
    v.nullish(v.string(), ''),
    v.transform((value): ListingStatus => (value === 'Approved' ? 'Approved' : 'Pending')),
  );

/** `country_id` comes as an id, or (on some answers) as the country object itself. */
export const countryReference = () =>
  v.pipe(
    v.nullish(
      v.union([
        v.number(),
        v.string(),
        v.looseObject({ id: v.nullish(id(), null), name: v.nullish(v.string(), null) }),
      ]),
      null,
    ),
    v.transform((value) => {
      if (value === null) return { id: null, name: '' };
      if (typeof value === 'object') return { id: value.id, name: value.name ?? '' };
      const n = Number(value);
      return { id: Number.isFinite(n) && value !== '' ? n : null, name: '' };
    }),
  );

export const listingEntries = {
  id: id(),
  name: text(),
  approved: status(),
  make: text(),
  country_id: countryReference(),
  country: relationName(),
  state: text(),
  city: text(),
  description: text(),
  ...sellerEntries,
};
type ListingColumns = v.InferOutput<v.ObjectSchema<typeof listingEntries, undefined>>;

/** The fields of every seller listing, named as the screens use them. */
export const toSellerListing = (raw: ListingColumns) => ({
  id: raw.id,
  name: raw.name,
  status: raw.approved,
  make: raw.make,
  countryId: raw.country_id.id,
  country: raw.country || raw.country_id.name,
  state: raw.state,
  city: raw.city,
  description: raw.description,
  seller: toListingSeller(raw),
});

export const machineEntries = {
  ...listingEntries,
  type: text(),
  image1: text(),
  image2: text(),
  image3: text(),
  image4: text(),
  mfg_year: optionalNumber(),
  zip_code: text(),
  spare_capacity: optionalNumber(),
  raw_material_feed: text(),
};
export type MachineColumns = v.InferOutput<v.ObjectSchema<typeof machineEntries, undefined>>;

export const toSellerMachine = (raw: MachineColumns) => ({
  ...toSellerListing(raw),
  purpose: (raw.type === 'sell' ? 'sell' : 'rent') as MachinePurpose,
  /** image1 to image4 that are set (up to 4), for the carousel. */
  images: [raw.image1, raw.image2, raw.image3, raw.image4].filter(Boolean),
  mfgYear: raw.mfg_year,
  zipCode: raw.zip_code,
  spareCapacityHoursPerMonth: raw.spare_capacity,
  rawMaterialFeed: raw.raw_material_feed,
});

/** The fields every machine form has. Machine names are fixed (read-only) unless given. */
export interface SellerMachineFormBase {
  name?: string;
  /** Spare capacity for job work (`rent`, the default) or a machine for sale. */
  purpose?: MachinePurpose;
  make: string;
  mfgYear: FormNumber;
  spareCapacityHoursPerMonth?: FormNumber;
  rawMaterialFeed?: string;
  countryId: FormNumber;
  state: string;
  city: string;
  zipCode: string;
  description?: string;
  /** Up to four images (image1 to image4); on an update, an empty slot keeps the stored image. */
  images?: readonly (File | null | undefined)[];
}

export const machineFieldMap: FieldMap<Omit<SellerMachineFormBase, 'images'>> = {
  name: 'name',
  purpose: 'type',
  make: 'make',
  mfgYear: 'mfg_year',
  spareCapacityHoursPerMonth: 'spare_capacity',
  rawMaterialFeed: 'raw_material_feed',
  countryId: 'country_id',
  state: 'state',
  city: 'city',
  zipCode: 'zip_code',
  description: 'description',
};

/** The dropdown calls answer lists of `{ name }`: the names. */
export const optionNames = () =>
  v.pipe(
    list(v.object({ name: text() })),
    v.transform((entries) => entries.map((entry) => entry.name).filter(Boolean)),
  );
