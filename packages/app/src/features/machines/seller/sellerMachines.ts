import type {
  CallOptions,
  DemoListingKind,
  ListingStatus,
  MessageResponse,
  SavedListing,
  SellerMachineFormBase,
  UploadOptions,
} from '@plastihub/api-client';
import { sellerMachineCalls } from '@plastihub/api-client';
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
 * extruder) says which fields its form has, which rules they follow and how a record reads in the grid and the
 * details table; its calls are the api-client's kind of the same name. The add, grid, details and edit screens
 * are shared.
 */

/** Every field a seller machine form can have, as typed (numbers and pin codes stay text). */
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
  machineSize: string;
  shotWeight: string;
  accumulatorCapacity: string;
  shotCapacity: string;
  platenLength: string;
  platenWidth: string;
  tieBarLength: string;
  tieBarWidth: string;
  machineDrive: string;
  machineOperation: string;
  machineType: string;
  application: string;
  extrusionCapacity: string;
  images: ImageList;
};
export type MachineTextField = Exclude<keyof MachineValues, 'images'>;

export type FormMode = 'add' | 'edit';

/** One field of a kind's form: a number with its unit, or a choice from the kind's dropdown call. */
export type MachineField =
  | { key: MachineTextField; label: string; input: 'number'; unit?: string; unitLabel?: string }
  | { key: MachineTextField; label: string; input: 'choice' };

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
  /** The kind's rules besides the shared ones (make, mfg year, place, photos). */
  rules: (mode: FormMode) => Rules<MachineValues>;
  /** Whether the photos are required on this form (blow molding's first photo on add). */
  photoRequired?: (mode: FormMode) => boolean;
  descriptionRequired?: boolean;
  /** The api-client's form: the shared fields (`base`) with the kind's own. */
  toForm: (values: MachineValues, base: SellerMachineFormBase) => F;
  toValues: (machine: M) => Partial<MachineValues>;
  /** The kind's rows of the details table, before the shared ones (make, year, spare capacity, place). */
  rows: (machine: M) => SpecRow[];
  /** The kind's line on a grid card (machine size, machine type...). */
  cardMeta: (machine: M) => NonNullable<ListingCardView['meta']>;
}

/**
 * Where the server's field messages go: the api-client names them by its form's fields
 * (`machineSizeTon`), the form by its own (`machineSize`).
 */
export const errorNames: { readonly [K in keyof MachineValues]?: string } = {
  spareCapacity: 'spareCapacityHoursPerMonth',
  machineSize: 'machineSizeTon',
  shotWeight: 'shotWeightGrams',
  accumulatorCapacity: 'accumulatorCapacityLitres',
  shotCapacity: 'shotCapacityGrams',
  platenLength: 'platenLengthMm',
  platenWidth: 'platenWidthMm',
  tieBarLength: 'tieBarLengthMm',
  tieBarWidth: 'tieBarWidthMm',
  extrusionCapacity: 'extrusionCapacityKgPerHour',
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
  machineSize: '',
  shotWeight: '',
  accumulatorCapacity: '',
  shotCapacity: '',
  platenLength: '',
  platenWidth: '',
  tieBarLength: '',
  tieBarWidth: '',
  machineDrive: '',
  machineOperation: '',
  machineType: '',
  application: '',
  extrusionCapacity: '',
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

/** A kind's rules on one form: the shared ones, with the kind's own added to (or replacing) them. */
export function formRules<M extends SellerMachineRecord, F extends SellerMachineFormBase, O>(
  kind: SellerMachineConfig<M, F, O>,
  mode: FormMode,
): Rules<MachineValues> {
  const shared = sharedRules(kind.photoRequired?.(mode) ?? false, kind.descriptionRequired ?? false);
  return { ...shared, ...kind.rules(mode) };
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
    ...kind.toValues(machine),
  };
}

/** The api-client's form: the shared fields, the kind's own, and the photos in their image1..image4 slots. */
export function toMachineForm<M extends SellerMachineRecord, F extends SellerMachineFormBase, O>(
  kind: SellerMachineConfig<M, F, O>,
  values: MachineValues,
): F {
  return kind.toForm(values, {
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
  });
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

/** A kind's configuration: its calls are the api-client's of the same name. */
export type SellerMachineKindConfig<K extends SellerMachineKindName> = Omit<
  SellerMachineConfig<MachineOf<K>, FormOf<K>, OptionsOf<K>>,
  'name' | 'calls'
> & { name: K };

export function defineSellerMachine<K extends SellerMachineKindName>(
  kindConfig: SellerMachineKindConfig<K>,
): SellerMachineKind<MachineOf<K>, FormOf<K>, OptionsOf<K>> {
  // The calls of the kind named (TypeScript does not carry an index by a type parameter through to their types).
  const calls = sellerMachineCalls[kindConfig.name] as unknown as SellerMachineCalls<
    MachineOf<K>,
    FormOf<K>,
    OptionsOf<K>
  >;
  const config = { ...kindConfig, calls };
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
