import type {
  CallOptions,
  DemoListingKind,
  ListingStatus,
  MessageResponse,
  SavedListing,
  SellerFieldRequirement,
  SellerMachineFormBase,
  SellerMachineKindEndpoints,
  UploadOptions,
} from '@plastihub/api-client';
import { sellerMachineCalls, sellerMachineKindEndpoints } from '@plastihub/api-client';
import { formatNumber, formatPlace, type SpecRow } from '@plastihub/ui';
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
import type { PathName } from '../../../shared/routing/paths';
import { machineKindOf } from '../machineKindOf';
import type { SellerMachineKindName } from '../machineKinds';

/**
 * The seller's own machines (document 3) as configuration: one object per kind (injection, blow molding,
 * extruder) says which of its fields the form shows, with their labels and units, and how a record reads in the
 * grid and the details table. What the server takes stays in the api-client's record of the kind
 * (`sellerMachineKindEndpoints`): each field's name in the post, whether it is a number or a choice and when it
 * is required; the form's rules, its first values and the request body derive from the two. Its calls are the
 * api-client's kind of the same name. The add, grid, details and edit screens are shared.
 */

/**
 * Every field a seller machine form can have, as typed (numbers and pin codes stay text). A kind's own fields
 * have the api-client's names, which are its form's and its record's (`machineSizeTon`).
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
  machineSizeTon: string;
  shotWeightGrams: string;
  accumulatorCapacityLitres: string;
  shotCapacityGrams: string;
  platenLengthMm: string;
  platenWidthMm: string;
  tieBarLengthMm: string;
  tieBarWidthMm: string;
  machineDrive: string;
  machineOperation: string;
  machineType: string;
  application: string;
  extrusionCapacityKgPerHour: string;
  images: ImageList;
};
export type MachineTextField = Exclude<keyof MachineValues, 'images'>;

export type FormMode = 'add' | 'edit';

/** The fields of a kind's form: its own (as the api-client's record names them) and the raw material feed. */
type KindFieldKey<K extends SellerMachineKindName> =
  Extract<keyof (typeof sellerMachineKindEndpoints)[K]['fields'], MachineTextField> | 'rawMaterialFeed';

/** One field of a kind's form as the kind writes it: what the form shows of it. */
export interface MachineFieldSpec<K extends SellerMachineKindName = SellerMachineKindName> {
  key: KindFieldKey<K>;
  label: string;
  unit?: string;
  /** The unit as a screen reader says it ("millimetres" for "mm"). */
  unitLabel?: string;
  /** How its messages name it, where that is not its label in sentence case ("Machine size"). */
  messageName?: string;
  /** The smallest number it takes (0 unless given). */
  min?: number;
}

/** A field of the form with what the server says of it: a number or a choice, and when it is required. */
export interface MachineField extends Omit<MachineFieldSpec, 'key'> {
  key: MachineTextField;
  input: 'number' | 'choice';
  required?: SellerFieldRequirement;
}

/** Whether a requirement holds on this form. */
const requiredOn = (requirement: SellerFieldRequirement | undefined, mode: FormMode) =>
  requirement === 'always' ||
  (requirement === 'onAdd' ? mode === 'add' : requirement === 'onUpdate' && mode === 'edit');

/** "Platen Size Length" as a message says it: "Platen size length". */
const sentenceCase = (label: string) => label.charAt(0) + label.slice(1).toLowerCase();

/** What every seller machine record has (the api-client's MyInjectionMachine and the others). */
export interface SellerMachineRecord {
  id: number;
  name: string;
  status: ListingStatus;
  make: string;
  countryId: number | null;
  country: string;
  state: string;
  city: string;
  zipCode: string;
  description: string;
  images: string[];
  mfgYear: number | null;
  spareCapacityHoursPerMonth: number | null;
  rawMaterialFeed: string;
  seller: { companyName: string };
}

export interface SellerMachineCalls<M, F, O> {
  options: (options?: CallOptions) => Promise<O>;
  add: (form: F, options?: UploadOptions) => Promise<SavedListing>;
  update: (id: number, form: F, options?: UploadOptions) => Promise<SavedListing>;
  mine: (options?: CallOptions) => Promise<M[]>;
  details: (id: number, options?: CallOptions) => Promise<M | null>;
  remove: (id: number, options?: CallOptions) => Promise<MessageResponse>;
}

export interface SellerMachineConfig<M extends SellerMachineRecord, F extends SellerMachineFormBase, O> {
  /** The kind's record (machineKinds.ts): its title and routes; it names the kind's data definitions too. */
  name: SellerMachineKindName;
  demoKind: DemoListingKind;
  calls: SellerMachineCalls<M, F, O>;
  /** The kind's own fields, in the form's order (make, year, place, photos and description are shared). */
  fields: readonly MachineField[];
  /** The choices of each `choice` field, from the kind's dropdown call. */
  choices: (options: O) => Partial<Record<MachineTextField, readonly string[]>>;
  /** The kind's rows of the details table, before the shared ones (make, year, spare capacity, place). */
  rows: (machine: M) => SpecRow[];
  /** The kind's line on a grid card (machine size, machine type...). */
  cardMeta: (machine: M) => NonNullable<ListingCardView['meta']>;
}

/**
 * Where the server's field messages go: the api-client names them by its form's fields, which a kind's own fields
 * share; of the shared ones, only the spare capacity has another name there.
 */
export const errorNames: { readonly [K in keyof MachineValues]?: string } = {
  spareCapacity: 'spareCapacityHoursPerMonth',
};

/** "150 Ton"; nothing for a value the server left out. */
export const withUnit = (value: number | null | undefined, unit: string) =>
  value === null || value === undefined ? null : `${formatNumber(value)} ${unit}`;

/** A number as the form starts with it: '' for none. */
export const numberAsFieldText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const thisYear = new Date().getFullYear();

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
  machineSizeTon: '',
  shotWeightGrams: '',
  accumulatorCapacityLitres: '',
  shotCapacityGrams: '',
  platenLengthMm: '',
  platenWidthMm: '',
  tieBarLengthMm: '',
  tieBarWidthMm: '',
  machineDrive: '',
  machineOperation: '',
  machineType: '',
  application: '',
  extrusionCapacityKgPerHour: '',
  images: noImages,
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
 * server requires it on this form, as the api-client's record of the kind says).
 */
export function formRules<M extends SellerMachineRecord, F extends SellerMachineFormBase, O>(
  kind: SellerMachineConfig<M, F, O>,
  mode: FormMode,
): Rules<MachineValues> {
  const { requires = {} }: SellerMachineKindEndpoints = sellerMachineKindEndpoints[kind.name];
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
    ...sharedRules(requiredOn(requires.image1, mode), requiredOn(requires.description, mode)),
    spareCapacity: spareCapacityRules(requiredOn(requires.spare_capacity, mode)),
    ...fieldRules,
  };
}

/** The form's first values: empty on add (with the fixed name), the stored machine's on edit. */
export function initialValues<M extends SellerMachineRecord, F extends SellerMachineFormBase, O>(
  kind: SellerMachineKind<M, F, O>,
  machine?: M,
): MachineValues {
  if (!machine) return { ...emptyMachine, name: kind.title };
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
    ...ownValues(kind, machine),
  };
}

/** The kind's own fields of a stored machine, as the form starts with them (its record has their names). */
function ownValues<M extends SellerMachineRecord, F extends SellerMachineFormBase, O>(
  kind: SellerMachineKind<M, F, O>,
  machine: M,
): Partial<MachineValues> {
  const stored: Partial<Record<MachineTextField, unknown>> = machine;
  return Object.fromEntries(
    kind.fields.map(({ key }) => {
      const value = stored[key];
      return [key, typeof value === 'number' ? String(value) : typeof value === 'string' ? value : ''];
    }),
  );
}

/** The api-client's form: the shared fields, the kind's own, and the photos in their image1..image4 slots. */
export function toMachineForm<M extends SellerMachineRecord, F extends SellerMachineFormBase, O>(
  kind: SellerMachineConfig<M, F, O>,
  values: MachineValues,
): F {
  // The kind's own fields go by their names, which are the api-client form's (its record of the kind says so).
  const own = Object.fromEntries(kind.fields.map(({ key }) => [key, values[key]]));
  const base: SellerMachineFormBase = {
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
  return { ...base, ...own } as F;
}

/** The details table: the kind's rows, then make, year, spare capacity and the place. */
export function machineRows<M extends SellerMachineRecord, F extends SellerMachineFormBase, O>(
  kind: SellerMachineConfig<M, F, O>,
  machine: M,
): SpecRow[] {
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

/** A grid card: picture, status, Reference ID, company, place, spare capacity and the kind's line. */
/** A seller's machine by its make and kind ("Haitian Injection Molding Machine"). */
export const ownMachineTitle = ({ make, name }: SellerMachineRecord) =>
  !make.trim() || name.toLowerCase().startsWith(make.trim().toLowerCase())
    ? name.trim() || make.trim()
    : `${make.trim()} ${name.trim()}`;

export function machineCard<M extends SellerMachineRecord, F extends SellerMachineFormBase, O>(
  kind: SellerMachineKind<M, F, O>,
  machine: M,
): ListingCardView {
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
export interface SellerMachineData<M, F, O> {
  mine: Resource<null, M[]>;
  details: Resource<number, M | null>;
  options: Resource<null, O>;
  add: Mutation<F, SavedListing>;
  update: Mutation<{ id: number; form: F }, SavedListing>;
  remove: Mutation<number, MessageResponse>;
}

function sellerMachineData<M, F, O>(
  name: string,
  calls: SellerMachineCalls<M, F, O>,
): SellerMachineData<M, F, O> {
  return {
    mine: defineResource(`selling.${name}.mine`, (_params: null, options) => calls.mine(options)),
    details: defineResource(`selling.${name}.details`, (id: number, options) => calls.details(id, options)),
    options: defineResource(`selling.${name}.options`, (_params: null, options) => calls.options(options)),
    // Photos travel as files: their progress shows on the form, and they stay out of the store.
    add: defineMutation(`selling.${name}.add`, (form: F, options) => calls.add(form, options), {
      upload: true,
    }),
    update: defineMutation(
      `selling.${name}.update`,
      ({ id, form }: { id: number; form: F }, options) => calls.update(id, form, options),
      { upload: true },
    ),
    remove: defineMutation(`selling.${name}.remove`, (id: number, options) => calls.remove(id, options)),
  };
}

/** A kind with its title and routes (from its record) and its data definitions, as the screens take it. */
export interface SellerMachineKind<
  M extends SellerMachineRecord,
  F extends SellerMachineFormBase,
  O,
> extends SellerMachineConfig<M, F, O> {
  /** "Injection Molding Machine": the read-only name of the add form and the screens' titles. */
  title: string;
  paths: { add: PathName; mine: PathName; details: PathName; edit: PathName };
  data: SellerMachineData<M, F, O>;
}

/**
 * Any one kind, where its own types do not matter to the caller: the screens take a kind by its name and only
 * ever hand it the records and values its own calls produced.
 */
export type SomeSellerMachineKind = SellerMachineKind<SellerMachineRecord, SellerMachineFormBase, unknown>;

/** A kind's calls, machine, form and dropdowns, as the api-client's record of the kind has them. */
type CallsOf<K extends SellerMachineKindName> = (typeof sellerMachineCalls)[K];
type MachineOf<K extends SellerMachineKindName> = NonNullable<Awaited<ReturnType<CallsOf<K>['details']>>>;
type FormOf<K extends SellerMachineKindName> = Parameters<CallsOf<K>['add']>[0];
type OptionsOf<K extends SellerMachineKindName> = Awaited<ReturnType<CallsOf<K>['options']>>;

/**
 * A kind's configuration: its calls are the api-client's of the same name, and its fields are named from the
 * api-client's record of the kind (which says what the server takes of each).
 */
export type SellerMachineKindConfig<K extends SellerMachineKindName> = Omit<
  SellerMachineConfig<MachineOf<K>, FormOf<K>, OptionsOf<K>>,
  'name' | 'calls' | 'fields'
> & { name: K; fields: readonly MachineFieldSpec<K>[] };

/** A field of the kind's form with what the api-client's record of the kind says the server takes of it. */
function withServerRules<K extends SellerMachineKindName>(name: K, spec: MachineFieldSpec<K>): MachineField {
  const { fields, requires = {} }: SellerMachineKindEndpoints = sellerMachineKindEndpoints[name];
  // The raw material feed is a field every kind's post has; its requirement is the kind's.
  if (spec.key === 'rawMaterialFeed')
    return { ...spec, input: 'choice', required: requires.raw_material_feed };
  const server = fields[spec.key];
  if (!server) throw new Error(`${name}: the api-client's record of the kind has no field ${spec.key}`);
  return { ...spec, input: server.input === 'number' ? 'number' : 'choice', required: server.required };
}

export function defineSellerMachine<K extends SellerMachineKindName>(
  kindConfig: SellerMachineKindConfig<K>,
): SellerMachineKind<MachineOf<K>, FormOf<K>, OptionsOf<K>> {
  // The calls of the kind named (TypeScript does not carry an index by a type parameter through to their types).
  const calls = sellerMachineCalls[kindConfig.name] as unknown as SellerMachineCalls<
    MachineOf<K>,
    FormOf<K>,
    OptionsOf<K>
  >;
  const fields = kindConfig.fields.map((spec) => withServerRules(kindConfig.name, spec));
  const config = { ...kindConfig, fields, calls };
  const { title, sellerRoutes } = machineKindOf(config.name);
  if (!sellerRoutes)
    throw new Error(`${config.name}: a kind sellers list needs its seller routes (machineKinds.ts)`);
  const paths = {
    add: sellerRoutes.add,
    mine: sellerRoutes.mine,
    details: sellerRoutes.myDetails,
    edit: sellerRoutes.edit,
  };
  return { ...config, title, paths, data: sellerMachineData(config.name, config.calls) };
}
