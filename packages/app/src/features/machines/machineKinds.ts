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
import type { PathName } from '../../shared/routing/paths';

export const machineKindNames = ['injection', 'blowMolding', 'extruder', 'utility', 'auxiliary'] as const;
export type MachineKindName = (typeof machineKindNames)[number];

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

/** A machine kind: its screens' titles and paths, its search, and its cards and details (the listing kit). */
export interface MachineKind<M extends AnyMachine = AnyMachine> {
  name: MachineKindName;
  /** The list's title and the chat's listing type, e.g. "Injection Molding Machine". */
  title: string;
  listPath: PathName;
  searchPlaceholder: string;
  listing: ListingKind<M, M>;
}

/** Any one of the kinds, where the machine type does not matter (the screens pass the kind's own data). */
export type SomeMachineKind = MachineKind<never>;

const withUnit = (value: number | null, unit: string) =>
  value === null ? null : `${formatNumber(value)} ${unit}`;
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

const commonRows = (machine: AnyMachine & { spareCapacityHoursPerMonth?: number | null }): SpecRow[] => [
  { label: 'Make', value: machine.make },
  { label: 'Mfg Year', value: machine.mfgYear === null ? null : String(machine.mfgYear) },
  ...(machine.spareCapacityHoursPerMonth === undefined
    ? []
    : [{ label: 'Spare Capacity', value: withUnit(machine.spareCapacityHoursPerMonth, 'Hours/Month') }]),
  { label: 'Address', value: address(machine) },
];

export const injectionKind: MachineKind<InjectionMachine> = {
  name: 'injection',
  title: 'Injection Molding Machine',
  listPath: 'injectionMachines',
  searchPlaceholder: 'search e.g. Company Location Size',
  listing: defineListingKind<InjectionMachine, InjectionMachine>({
    type: 'Injection Molding Machine',
    detailPath: 'injectionMachineDetails',
    selectionOf: selectionOf((machine) => {
      const size = (machine as InjectionMachine).machineSizeTon;
      return size === null ? null : String(size);
    }),
    card: moldingCard,
    detail: machineDetail('Injection Molding Machine', (machine) => [
      ...moldingRows(machine),
      ...commonRows(machine),
    ]),
  }),
};

export const blowMoldingKind: MachineKind<BlowMoldingMachine> = {
  name: 'blowMolding',
  title: 'Blow Molding Machine',
  listPath: 'blowMoldingMachines',
  searchPlaceholder: 'search e.g. Company Location Size',
  listing: defineListingKind<BlowMoldingMachine, BlowMoldingMachine>({
    type: 'Blow Molding Machine',
    detailPath: 'blowMoldingMachineDetails',
    selectionOf: selectionOf(),
    card: moldingCard,
    detail: machineDetail('Blow Molding Machine', (machine) => [
      ...moldingRows(machine),
      { label: 'Accumulator Capacity', value: withUnit(machine.accumulatorCapacityLitres, 'Ltrs') },
      ...commonRows(machine),
    ]),
  }),
};

/** Extruder rows the server sends without data are left out (the existing product showed them blank). */
const withData = (rows: readonly SpecRow[]) =>
  rows.filter((row) => row.value !== null && row.value !== undefined && row.value !== '');

export const extruderKind: MachineKind<ExtruderMachine> = {
  name: 'extruder',
  title: 'Extruder Machine',
  listPath: 'extruderMachines',
  searchPlaceholder: 'search e.g. Company Location Type',
  listing: defineListingKind<ExtruderMachine, ExtruderMachine>({
    type: 'Extruder Machine',
    detailPath: 'extruderMachineDetails',
    selectionOf: selectionOf(),
    card: (machine) => ({
      title: machine.seller.companyName || titleOf(machine),
      imageSrc: machine.images[0],
      meta: [
        { value: formatPlace(machine.city, machine.country) },
        { label: 'Extrusion Capacity', value: withUnit(machine.extrusionCapacityKgPerHour, 'Kg/Hr') },
        { label: 'Machine Type', value: machine.machineType },
        { label: 'Spare Capacity', value: withUnit(machine.spareCapacityHoursPerMonth, 'Hours/Month') },
      ],
    }),
    detail: machineDetail('Extruder Machine', (machine) =>
      withData([
        { label: 'Machine Type', value: machine.machineType },
        { label: 'Application', value: machine.application },
        { label: 'Extrusion Capacity', value: withUnit(machine.extrusionCapacityKgPerHour, 'Kg/Hr') },
        {
          label: 'Screw Size (Diameter x Length)',
          value: dimensions(machine.screwDiameterMm, machine.screwLengthMm),
          unit: 'mm',
        },
        ...commonRows(machine),
      ]),
    ),
  }),
};

/** Utility and auxiliary machines: a name and a rupee price range, from then to. */
const pricedKind = (
  name: 'utility' | 'auxiliary',
  title: 'Utility Machine' | 'Auxiliary Machine',
  listPath: PathName,
  detailPath: PathName,
): MachineKind<PricedMachine> => ({
  name,
  title,
  listPath,
  searchPlaceholder: 'search e.g. Name Size Location',
  listing: defineListingKind<PricedMachine, PricedMachine>({
    type: title,
    detailPath,
    selectionOf: selectionOf((machine) => (machine as PricedMachine).machineSize || null),
    card: (machine) => ({
      title: machine.name || 'Machine',
      imageSrc: machine.image,
      meta: [
        { value: formatPlace(machine.city, machine.country) },
        { label: 'Machine Size', value: machine.machineSize },
      ],
      price: formatPriceRange(machine.priceFrom, machine.priceTo),
    }),
    detail: machineDetail(title, (machine) => [
      { label: 'Machine Size', value: machine.machineSize },
      { label: 'Price', value: formatPriceRange(machine.priceFrom, machine.priceTo) },
      ...commonRows(machine),
    ]),
  }),
});

export const utilityKind = pricedKind(
  'utility',
  'Utility Machine',
  'utilityMachines',
  'utilityMachineDetails',
);
export const auxiliaryKind = pricedKind(
  'auxiliary',
  'Auxiliary Machine',
  'auxiliaryMachines',
  'auxiliaryMachineDetails',
);

export const machineKinds = {
  injection: injectionKind,
  blowMolding: blowMoldingKind,
  extruder: extruderKind,
  utility: utilityKind,
  auxiliary: auxiliaryKind,
} satisfies Record<MachineKindName, SomeMachineKind>;
