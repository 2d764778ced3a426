import type {
  BlowMoldingMachine,
  ChatListingType,
  ExtruderMachine,
  InjectionMachine,
  ListingSeller,
  PricedMachine,
} from '@plastihub/api-client';
import type { SpecRow } from '@plastihub/ui';
import { formatNumber, formatPlace, formatPriceRange } from '@plastihub/ui';
import { defineListingKind, type ListingKind } from '../../shared/listing/listingKind';
import { byNumber, byPrice, newestFirst, type ListingSort } from '../../shared/listing/listingSorts';
import { machineKindOf } from './machineKindOf';
import type { MachineKindName } from './machineKinds';

/** What every machine has: where it is, who lists it, its pictures. */
interface AnyMachine {
  id: number | null;
  name: string;
  images: string[];
  make: string;
  mfgYear: number | null;
  country: string;
  state: string;
  city: string;
  zipCode: string;
  description: string;
  seller: ListingSeller;
}

/** What a machine kind shows buyers: its search's hint, and its cards and details (the listing kit). */
export interface MachineListing<M extends AnyMachine = AnyMachine> {
  searchPlaceholder: string;
  listing: ListingKind<M, M>;
}

/** Any one of the kinds, where the machine type does not matter (the screens pass the kind's own data). */
export type SomeMachineListing = MachineListing<never>;

const withUnit = (value: number | null, unit: string) =>
  value === null ? null : `${formatNumber(value)} ${unit}`;
/** A capacity a seller may leave out: buyers read that it was not stated rather than see nothing. */
const capacity = (value: number | null, unit: string) => withUnit(value, unit) ?? 'Not stated';
const dimensions = (length: number | null, width: number | null) =>
  length === null || width === null ? null : `${formatNumber(length)} x ${formatNumber(width)}`;
const address = (machine: AnyMachine) =>
  formatPlace(machine.city, machine.state, machine.zipCode, machine.country);
/** "Engel Injection Molding Machine"; the name alone when it already starts with the make. */
const titleOf = (machine: AnyMachine) =>
  !machine.make || machine.name.toLowerCase().startsWith(machine.make.toLowerCase())
    ? machine.name || machine.make || 'Machine'
    : `${machine.make} ${machine.name}`;

/** The parts of a machine's detail screen every kind shares: pictures, seller, contact, chat, similar machines. */
function machineDetail<M extends AnyMachine>(
  chatType: ChatListingType,
  rows: (machine: M) => readonly SpecRow[],
): ListingKind<M, M>['detail'] {
  return {
    title: titleOf,
    images: (machine) => machine.images,
    rows,
    contact: ({ seller }) => ({ name: seller.name, mobile: seller.mobile, email: seller.email }),
    about: ({ seller }) => [
      { label: 'Seller', value: seller.name },
      { label: 'Company', value: seller.companyName },
    ],
    aboutLabel: 'Seller',
    description: (machine) => machine.description,
    similarHeading: 'Similar Machines',
    chat: {
      listingType: chatType,
      // A machine the server sends without an id cannot be chatted about: no counterpart, no Chat button.
      with: (machine) => ({
        partnerId: machine.id === null ? null : machine.seller.id,
        partnerName: machine.seller.name,
        listingId: machine.id ?? 0,
      }),
    },
  };
}

const selectionOf = (detailSize?: (machine: AnyMachine) => string | null) => (machine: AnyMachine) => {
  const size = detailSize?.(machine);
  return {
    ...(machine.id !== null && { machineId: String(machine.id) }),
    ...(size && { machineSize: size }),
  };
};

/** Injection and blow molding machines: the card shows the company, place, spare capacity and tonnage. */
const moldingCard = (machine: InjectionMachine | BlowMoldingMachine) => ({
  title: machine.seller.companyName || titleOf(machine),
  imageSrc: machine.images[0],
  meta: [
    { value: formatPlace(machine.city, machine.country) },
    { label: 'Spare Capacity', value: withUnit(machine.spareCapacityHoursPerMonth, 'Hours/Month') },
    { label: 'Machine Size', value: withUnit(machine.machineSizeTon, 'Ton') },
  ],
});

/** The machines with the most hours a month offered for job work first. */
const spareCapacityFirst = <M extends { spareCapacityHoursPerMonth: number | null }>(): ListingSort<M> => ({
  value: 'capacity',
  label: 'Spare capacity: most first',
  compare: byNumber((machine) => machine.spareCapacityHoursPerMonth, 'descending'),
});

/** Injection and blow molding machines sort by age, tonnage and the spare capacity offered. */
const moldingSorts = <M extends InjectionMachine | BlowMoldingMachine>(): ListingSort<M>[] => [
  newestFirst(),
  {
    value: 'size-small',
    label: 'Machine size: small to large',
    compare: byNumber((m) => m.machineSizeTon, 'ascending'),
  },
  {
    value: 'size-large',
    label: 'Machine size: large to small',
    compare: byNumber((m) => m.machineSizeTon, 'descending'),
  },
  spareCapacityFirst(),
];

const moldingRows = (machine: InjectionMachine | BlowMoldingMachine): SpecRow[] => [
  { label: 'Machine Size', value: withUnit(machine.machineSizeTon, 'Ton') },
  { label: 'Shot Capacity', value: withUnit(machine.shotCapacityGrams, 'gms') },
  {
    label: 'Platen Size (L x W)',
    value: dimensions(machine.platenLengthMm, machine.platenWidthMm),
    unit: 'mm',
  },
  {
    label: 'Tie Bar Distance (L x W)',
    value: dimensions(machine.tieBarLengthMm, machine.tieBarWidthMm),
    unit: 'mm',
  },
];

/** `spareCapacity` words the spare capacity where the kind has one (an extruder's may be "Not stated"). */
const commonRows = (
  machine: AnyMachine & { spareCapacityHoursPerMonth?: number | null },
  spareCapacity = withUnit,
): SpecRow[] => [
  { label: 'Make', value: machine.make },
  { label: 'Mfg Year', value: machine.mfgYear === null ? null : String(machine.mfgYear) },
  ...(machine.spareCapacityHoursPerMonth === undefined
    ? []
    : [{ label: 'Spare Capacity', value: spareCapacity(machine.spareCapacityHoursPerMonth, 'Hours/Month') }]),
  { label: 'Address', value: address(machine) },
];

/** The listing kit's card and details of a kind: its title is the listing's type and the chat's listing type. */
function machineListing<M extends AnyMachine>(
  name: MachineKindName,
  searchPlaceholder: string,
  parts: Pick<ListingKind<M, M>, 'selectionOf' | 'card' | 'sorts'> & {
    rows: (machine: M) => readonly SpecRow[];
  },
): MachineListing<M> {
  const { title, routes } = machineKindOf(name);
  return {
    searchPlaceholder,
    listing: defineListingKind<M, M>({
      type: title,
      savedAs: title,
      detailPath: routes.details,
      selectionOf: parts.selectionOf,
      card: parts.card,
      sorts: parts.sorts,
      detail: machineDetail(title, parts.rows),
    }),
  };
}

const injection = machineListing<InjectionMachine>('injection', 'search e.g. Company Location Size', {
  selectionOf: selectionOf((machine) => {
    const size = (machine as InjectionMachine).machineSizeTon;
    return size === null ? null : String(size);
  }),
  card: moldingCard,
  sorts: moldingSorts(),
  rows: (machine) => [...moldingRows(machine), ...commonRows(machine)],
});

const blowMolding = machineListing<BlowMoldingMachine>('blowMolding', 'search e.g. Company Location Size', {
  selectionOf: selectionOf(),
  card: moldingCard,
  sorts: moldingSorts(),
  rows: (machine) => [
    ...moldingRows(machine),
    { label: 'Accumulator Capacity', value: withUnit(machine.accumulatorCapacityLitres, 'Ltrs') },
    ...commonRows(machine),
  ],
});

/** Extruder rows the server sends without data are left out, but for the capacities, which are "Not stated". */
const withData = (rows: readonly SpecRow[]) =>
  rows.filter((row) => row.value !== null && row.value !== undefined && row.value !== '');

const extruder = machineListing<ExtruderMachine>('extruder', 'search e.g. Company Location Type', {
  selectionOf: selectionOf(),
  sorts: [
    newestFirst(),
    {
      value: 'output',
      label: 'Extrusion capacity: most first',
      compare: byNumber((machine) => machine.extrusionCapacityKgPerHour, 'descending'),
    },
    spareCapacityFirst(),
  ],
  card: (machine) => ({
    title: machine.seller.companyName || titleOf(machine),
    imageSrc: machine.images[0],
    meta: [
      { value: formatPlace(machine.city, machine.country) },
      { label: 'Extrusion Capacity', value: capacity(machine.extrusionCapacityKgPerHour, 'Kg/Hr') },
      { label: 'Machine Type', value: machine.machineType },
      { label: 'Spare Capacity', value: capacity(machine.spareCapacityHoursPerMonth, 'Hours/Month') },
    ],
  }),
  rows: (machine) =>
    withData([
      { label: 'Machine Type', value: machine.machineType },
      { label: 'Application', value: machine.application },
      { label: 'Extrusion Capacity', value: capacity(machine.extrusionCapacityKgPerHour, 'Kg/Hr') },
      {
        label: 'Screw Size (Diameter x Length)',
        value: dimensions(machine.screwDiameterMm, machine.screwLengthMm),
        unit: 'mm',
      },
      ...commonRows(machine, capacity),
    ]),
});

/** Utility and auxiliary machines: a name and a rupee price range, from then to. */
const priced = (name: 'utility' | 'auxiliary') =>
  machineListing<PricedMachine>(name, 'search e.g. Name Size Location', {
    selectionOf: selectionOf((machine) => (machine as PricedMachine).machineSize || null),
    sorts: [newestFirst(), ...byPrice((machine: PricedMachine) => machine.priceFrom ?? machine.priceTo)],
    card: (machine) => ({
      title: machine.name || 'Machine',
      imageSrc: machine.image,
      meta: [
        { value: formatPlace(machine.city, machine.country) },
        { label: 'Machine Size', value: machine.machineSize },
      ],
      price: formatPriceRange(machine.priceFrom, machine.priceTo),
    }),
    rows: (machine) => [
      { label: 'Machine Size', value: machine.machineSize },
      { label: 'Price', value: formatPriceRange(machine.priceFrom, machine.priceTo) },
      ...commonRows(machine),
    ],
  });

/** Each kind's cards and details, by its name (machineKinds.ts). */
export const machineListings: Record<MachineKindName, SomeMachineListing> = {
  injection,
  blowMolding,
  extruder,
  utility: priced('utility'),
  auxiliary: priced('auxiliary'),
};
