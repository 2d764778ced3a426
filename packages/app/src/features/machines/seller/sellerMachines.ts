import type {
  MessageResponse,
  MySellerMachine,
  SavedListing,
  SellerFieldRequirement,
  SellerMachineCalls,
  SellerMachineForm,
  SellerMachineKindDefinition,
  SellerMachineKindName,
  SellerMachineOptions,
  SellerMachineSpec,
  SellerMachineSpecKey,
} from '@plastihub/api-client';
import { bySellerMachineKind, sellerMachineCalls, sellerMachineKinds } from '@plastihub/api-client';
import { formatPlace, type SpecRow } from '@plastihub/ui';
import {
  defineMutation,
  defineResource,
  type Mutation,
  type Resource,
} from '../../../shared/data/definitions';
import {
  imageSlots,
  imageTypes,
  maxImageSize,
  maxImages,
  maxLength,
  noImages,
  number,
  PHOTO_LIMIT_MB,
  PHOTO_TYPES,
  required,
  savedImages,
  type ImageList,
  type Rule,
  type Rules,
} from '../../../shared/forms';
import type { ListingCardView } from '../../../shared/listing/listingKind';
import { dimensions, named, withUnit } from '../machineValues';
import { sellerMachinePathNames, type PathName } from '../../../shared/routing/paths';

/**
 * The seller's own machines (document 3), every kind built from its module (the api-client's machineKinds): its
 * `seller.fields` say which fields its form shows, with their labels and units, each field's name in the post,
 * whether it is a number or a choice and when the server requires it; its `seller.rows` and `seller.card` say how a
 * record reads in the grid and the details table. The form's rules, its first values and the request body derive
 * from them; the calls are the api-client's kind of the same name. The add, grid, details and edit screens are
 * shared, and nothing here is written per kind.
 */

/**
 * Every field a seller machine form can have, as typed (numbers and pin codes stay text). A kind's own fields
 * have its module's names, which are the api-client's form's (`machineSizeTon`).
 */
export type MachineValues = {
  name: string;
  make: string;
  mfgYear: string;
  spareCapacity: string;
  rawMaterialFeed: string;
  countryId: string;
  state: string;
  city: string;
  zipCode: string;
  description: string;
  images: ImageList;
} & Record<SellerMachineSpecKey, string>;
export type MachineTextField = Exclude<keyof MachineValues, 'images'>;

export type FormMode = 'add' | 'edit';

/** A field of a kind's form: what the form shows of it, and what the server says of it. */
export interface MachineField extends Omit<SellerMachineSpec, 'column' | 'keptWhenLeftOut'> {
  key: MachineTextField;
}

/** Whether a requirement holds on this form. */
const requiredOn = (requirement: SellerFieldRequirement | undefined, mode: FormMode) =>
  requirement === 'always' ||
  (requirement === 'onAdd' ? mode === 'add' : requirement === 'onUpdate' && mode === 'edit');

/** "Platen Size Length" as a message says it: "Platen size length". */
const sentenceCase = (label: string) => label.charAt(0) + label.slice(1).toLowerCase();

/** What every seller machine record has, and its kind's own fields. */
export type SellerMachineRecord = MySellerMachine;

/**
 * Where the server's field messages go: the api-client names them by its form's fields, which a kind's own fields
 * share; of the shared ones, only the spare capacity has another name there.
 */
export const errorNames: { readonly [K in keyof MachineValues]?: string } = {
  spareCapacity: 'spareCapacityHoursPerMonth',
};

/** A number as the form starts with it: '' for none. */
export const numberAsFieldText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const thisYear = new Date().getFullYear();

/** Every kind's own fields, empty (a form holds them all; a kind's form shows and sends its own). */
const emptyOwnFields = Object.fromEntries(
  sellerMachineKinds.flatMap((kind) => Object.keys(kind.seller.fields).map((key) => [key, ''])),
) as Record<SellerMachineSpecKey, string>;

export const emptyMachine: Omit<MachineValues, 'name'> = {
  make: '',
  mfgYear: '',
  spareCapacity: '',
  rawMaterialFeed: '',
  countryId: '',
  state: '',
  city: '',
  zipCode: '',
  description: '',
  images: noImages,
  ...emptyOwnFields,
};

/** A number field's rules: required or not, then the number check (`label` words the messages). */
export function numberRules(label: string, isRequired: boolean, min = 0): Rule<string>[] {
  return [
    ...(isRequired ? [required(`Enter the ${label.toLowerCase()}.`)] : []),
    number(label, { min }),
  ] as Rule<string>[];
}

/** The spare capacity for job work, in hours a month (a month has at most 744 hours). */
export const spareCapacityRules = (isRequired: boolean) => [
  ...(isRequired ? [required('Enter the spare capacity.')] : []),
  number('Spare capacity', { integer: true, min: 0, max: 744 }),
];

/** The rules every kind shares: make, year, description, photos (the place's come with its address block). */
function sharedRules(photoRequired: boolean, descriptionRequired: boolean): Rules<MachineValues> {
  return {
    make: [required('Enter the make.'), maxLength(100, 'The make can be up to 100 characters.')],
    mfgYear: [
      required('Enter the mfg year.'),
      number('Mfg year', { integer: true, min: 1950, max: thisYear }),
    ],
    description: [
      ...(descriptionRequired ? [required('Describe the machine.')] : []),
      maxLength(2000, 'The description can be up to 2000 characters.'),
    ],
    images: [
      ...(photoRequired ? [required('Add at least one photo.')] : []),
      maxImages(4),
      imageTypes(PHOTO_TYPES),
      maxImageSize(PHOTO_LIMIT_MB),
    ],
  } as Rules<MachineValues>;
}

/**
 * A kind's rules on one form: the shared ones, and each of its fields' (a number's check; required when the
 * server requires it on this form, as the kind's module says).
 */
export function formRules(kind: SellerMachineKind, mode: FormMode): Rules<MachineValues> {
  const fieldRules: Partial<Record<MachineTextField, Rule<string>[]>> = {};
  for (const field of kind.fields) {
    const isRequired = requiredOn(field.required, mode);
    fieldRules[field.key] =
      field.input === 'number'
        ? numberRules(field.messageName ?? sentenceCase(field.label), isRequired, field.min)
        : isRequired
          ? [required(`Choose the ${field.label.toLowerCase()}.`)]
          : [];
  }
  return {
    ...sharedRules(requiredOn(kind.requires.image1, mode), requiredOn(kind.requires.description, mode)),
    spareCapacity: spareCapacityRules(requiredOn(kind.requires.spare_capacity, mode)),
    ...fieldRules,
  };
}

/** A record's values by its kind's names for them. */
const valuesOf = (machine: SellerMachineRecord): Readonly<Record<string, unknown>> => machine;

/** The form's first values: empty on add (with the fixed name), the stored machine's on edit. */
export function initialValues(kind: SellerMachineKind, machine?: SellerMachineRecord): MachineValues {
  if (!machine) return { ...emptyMachine, name: kind.title };
  const stored = valuesOf(machine);
  // The kind's own fields of a stored machine, as the form starts with them (its module has their names).
  const own = Object.fromEntries(
    kind.fields.map(({ key }) => {
      const value = stored[key];
      return [key, typeof value === 'number' ? String(value) : typeof value === 'string' ? value : ''];
    }),
  );
  return {
    ...emptyMachine,
    name: machine.name || kind.title,
    make: machine.make,
    mfgYear: numberAsFieldText(machine.mfgYear),
    spareCapacity: numberAsFieldText(machine.spareCapacityHoursPerMonth),
    rawMaterialFeed: machine.rawMaterialFeed,
    countryId: machine.countryId === null ? '' : String(machine.countryId),
    state: machine.state,
    city: machine.city,
    zipCode: machine.zipCode,
    description: machine.description,
    images: savedImages(machine.images),
    ...own,
  };
}

/** The api-client's form: the shared fields, the kind's own, and the photos in their image1..image4 slots. */
export function toMachineForm(kind: SellerMachineKind, values: MachineValues): SellerMachineForm {
  // The kind's own fields go by their names, which are the api-client form's (its module says so).
  const own = Object.fromEntries(kind.fields.map(({ key }) => [key, values[key]]));
  return {
    ...own,
    name: values.name,
    make: values.make,
    mfgYear: values.mfgYear,
    spareCapacityHoursPerMonth: values.spareCapacity,
    rawMaterialFeed: values.rawMaterialFeed,
    countryId: values.countryId,
    state: values.state,
    city: values.city,
    zipCode: values.zipCode,
    description: values.description,
    images: imageSlots(values.images),
  };
}

/** The details table: the kind's rows, then make, year, spare capacity and the place. */
export function machineRows(kind: SellerMachineKind, machine: SellerMachineRecord): SpecRow[] {
  return [
    ...kind.rows(machine),
    { label: 'Make', value: machine.make },
    { label: 'Mfg Year', value: machine.mfgYear === null ? null : String(machine.mfgYear) },
    { label: 'Spare Capacity', value: withUnit(machine.spareCapacityHoursPerMonth, 'Hours/Month') },
    { label: 'Raw Material Feed', value: machine.rawMaterialFeed },
    { label: 'Country', value: machine.country },
    { label: 'State/Province', value: machine.state },
    { label: 'City', value: machine.city },
    { label: 'Pincode', value: machine.zipCode },
  ];
}

/** A seller's machine by its make and kind ("Haitian Injection Molding Machine"). */
export const ownMachineTitle = ({ make, name }: SellerMachineRecord) =>
  !make.trim() || name.toLowerCase().startsWith(make.trim().toLowerCase())
    ? name.trim() || make.trim()
    : `${make.trim()} ${name.trim()}`;

/** A grid card: picture, status, Reference ID, company, place, spare capacity and the kind's line. */
export function machineCard(kind: SellerMachineKind, machine: SellerMachineRecord): ListingCardView {
  return {
    // The seller's own grid names each machine (their company is on every card alike): "Haitian Injection Molding
    // Machine", its size among the facts.
    title: ownMachineTitle(machine) || kind.title,
    imageSrc: machine.images[0],
    status: machine.status,
    referenceId: machine.id,
    meta: [
      { value: formatPlace(machine.city, machine.state, machine.country) },
      { label: 'Spare Capacity', value: withUnit(machine.spareCapacityHoursPerMonth, 'Hours/Month') },
      ...kind.cardMeta(machine),
    ],
  };
}

/** The data of one kind: the seller's machines, one machine, the dropdowns, and the three changes. */
export interface SellerMachineData {
  mine: Resource<null, SellerMachineRecord[]>;
  details: Resource<number, SellerMachineRecord | null>;
  options: Resource<null, SellerMachineOptions>;
  add: Mutation<SellerMachineForm, SavedListing>;
  update: Mutation<{ id: number; form: SellerMachineForm }, SavedListing>;
  remove: Mutation<number, MessageResponse>;
}

function sellerMachineData(name: string, calls: SellerMachineCalls): SellerMachineData {
  return {
    mine: defineResource(`selling.${name}.mine`, (_params: null, options) => calls.mine(options)),
    details: defineResource(`selling.${name}.details`, (id: number, options) => calls.details(id, options)),
    options: defineResource(`selling.${name}.options`, (_params: null, options) => calls.options(options)),
    // Photos travel as files: their progress shows on the form, and they stay out of the store.
    add: defineMutation(
      `selling.${name}.add`,
      (form: SellerMachineForm, options) => calls.add(form, options),
      {
        upload: true,
      },
    ),
    update: defineMutation(
      `selling.${name}.update`,
      ({ id, form }: { id: number; form: SellerMachineForm }, options) => calls.update(id, form, options),
      { upload: true },
    ),
    remove: defineMutation(`selling.${name}.remove`, (id: number, options) => calls.remove(id, options)),
  };
}

/** A kind sellers list, as the screens take it: its title, pages, form fields, rows, card and data. */
export interface SellerMachineKind {
  /** Its module's name: it names the kind's data definitions, its form's draft and the demo's approvals too. */
  name: SellerMachineKindName;
  /** "Injection Molding Machine": the read-only name of the add form and the screens' titles. */
  title: string;
  paths: { add: PathName; mine: PathName; details: PathName; edit: PathName };
  /** The kind's own fields and the raw material feed, in the form's order (make, year, place, photos and
   * description are shared). */
  fields: readonly MachineField[];
  /** The shared fields the server requires of this kind, and when. */
  requires: Readonly<
    Partial<Record<'name' | 'description' | 'spare_capacity' | 'image1', SellerFieldRequirement>>
  >;
  /** The kind's rows of the details table, before the shared ones (make, year, spare capacity, place). */
  rows: (machine: SellerMachineRecord) => SpecRow[];
  /** The kind's line on a grid card (machine size, machine type...). */
  cardMeta: (machine: SellerMachineRecord) => NonNullable<ListingCardView['meta']>;
  calls: SellerMachineCalls;
  data: SellerMachineData;
}

/** A kind's own value as its seller reads it: a number with its unit, or the chosen text. */
function fieldText(field: SellerMachineSpec, value: unknown) {
  if (typeof value === 'number') return withUnit(value, field.unit);
  return typeof value === 'string' && value ? value : null;
}

function sellerMachineKind(kind: (typeof sellerMachineKinds)[number]): SellerMachineKind {
  const seller: SellerMachineKindDefinition<string> = kind.seller;
  const { fields, requires = {} } = seller;
  const routes = sellerMachinePathNames(kind.name);
  const ownFields: MachineField[] = Object.entries(fields)
    // A field the spec's form does not have stays off the form (an update without it keeps the stored value).
    .filter(([, field]) => !field.keptWhenLeftOut)
    .map(([key, field]) => ({ ...field, key: key as SellerMachineSpecKey }));
  const field = (key: string) => named(fields, key, kind.name);
  const rows = (machine: SellerMachineRecord): SpecRow[] => {
    const values = valuesOf(machine);
    return seller.rows.map((entry) =>
      typeof entry === 'string'
        ? { label: field(entry).label, value: fieldText(field(entry), values[entry]) }
        : {
            label: entry.label,
            value: dimensions(values[entry.pair[0]], values[entry.pair[1]]),
            unit: entry.unit,
          },
    );
  };
  const calls = sellerMachineCalls[kind.name];
  return {
    name: kind.name,
    title: kind.title,
    paths: { add: routes.add, mine: routes.mine, details: routes.myDetails, edit: routes.edit },
    // The raw material feed is a field every kind's post has; its requirement is the kind's.
    fields: [
      ...ownFields,
      {
        key: 'rawMaterialFeed',
        label: 'Raw Material Feed',
        input: 'choice',
        required: requires.raw_material_feed,
      },
    ],
    requires,
    rows,
    cardMeta: (machine) =>
      seller.card.map(({ spec, label }) => ({
        label: label ?? field(spec).label,
        value: fieldText(field(spec), valuesOf(machine)[spec]),
      })),
    calls,
    data: sellerMachineData(kind.name, calls),
  };
}

/** Every kind sellers list, by its name, from its module. */
export const sellerMachineKindsByName: Readonly<Record<SellerMachineKindName, SellerMachineKind>> =
  bySellerMachineKind(sellerMachineKind);
