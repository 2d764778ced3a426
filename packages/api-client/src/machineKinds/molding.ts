import type { MachineRow, MachineSort, MachineSpec, SellerMachineSpec } from './machineKind.ts';

// What injection and blow molding machines share (each kind's module spreads them): clamp force, platen and
// tie-bar sizes, on the buyers' pages and on the sellers' forms.

export const spareCapacity = {
  column: 'spare_capacity',
  type: 'number',
  label: 'Spare Capacity',
  unit: 'Hours/Month',
} as const satisfies MachineSpec;

export const moldingSpecs = {
  spareCapacityHoursPerMonth: spareCapacity,
  machineSizeTon: { column: 'machine_size', type: 'number', label: 'Machine Size', unit: 'Ton' },
  shotCapacityGrams: { column: 'shot_capacity', type: 'number', label: 'Shot Capacity', unit: 'gms' },
  platenLengthMm: { column: 'platen_size_length', type: 'number', label: 'Platen Size Length', unit: 'mm' },
  platenWidthMm: { column: 'platen_size_width', type: 'number', label: 'Platen Size Width', unit: 'mm' },
  tieBarLengthMm: {
    column: 'tie_bar_distance_length',
    type: 'number',
    label: 'Tie Bar Distance Length',
    unit: 'mm',
  },
  tieBarWidthMm: {
    column: 'tie_bar_distance_width',
    type: 'number',
    label: 'Tie Bar Distance Width',
    unit: 'mm',
  },
} as const satisfies Record<string, MachineSpec>;

type MoldingKey = keyof typeof moldingSpecs;

export const platenRows = [
  { label: 'Platen Size (L x W)', pair: ['platenLengthMm', 'platenWidthMm'], unit: 'mm' },
  { label: 'Tie Bar Distance (L x W)', pair: ['tieBarLengthMm', 'tieBarWidthMm'], unit: 'mm' },
] as const satisfies readonly MachineRow<MoldingKey>[];

/** The machines with the most hours a month offered for job work first. */
export const spareCapacityFirst = {
  value: 'capacity',
  label: 'Spare capacity: most first',
  by: 'spareCapacityHoursPerMonth',
  order: 'descending',
} as const satisfies MachineSort<MoldingKey>;

/** Molding machines sort by tonnage and by the spare capacity offered. */
export const moldingSorts = [
  { value: 'size-small', label: 'Machine size: small to large', by: 'machineSizeTon', order: 'ascending' },
  { value: 'size-large', label: 'Machine size: large to small', by: 'machineSizeTon', order: 'descending' },
  spareCapacityFirst,
] as const satisfies readonly MachineSort<MoldingKey>[];

/** What the two molding kinds' lists share: the search, the card and the sorts (their rows differ). */
export const moldingListing = {
  searchPlaceholder: 'search e.g. Company Location Size',
  cardTitle: 'company',
  card: ['spareCapacityHoursPerMonth', 'machineSizeTon'],
  sorts: moldingSorts,
} as const;

/** The clamping force: first on the molding machines' forms. */
export const machineSizeField = {
  column: 'machine_size',
  input: 'number',
  required: 'always',
  label: 'Machine Size (Clamping Force)',
  unit: 'Ton',
  messageName: 'Machine size',
  min: 1,
} as const satisfies SellerMachineSpec;

const millimetres = { input: 'number', required: 'always', unit: 'mm', unitLabel: 'millimetres' } as const;
export const platenFields = {
  platenLengthMm: { column: 'platen_size_length', label: 'Platen Size Length', ...millimetres },
  platenWidthMm: { column: 'platen_size_width', label: 'Platen Size Width', ...millimetres },
  tieBarLengthMm: { column: 'tie_bar_distance_length', label: 'Tie Bar Distance Length', ...millimetres },
  tieBarWidthMm: { column: 'tie_bar_distance_width', label: 'Tie Bar Distance Width', ...millimetres },
} as const satisfies Record<string, SellerMachineSpec>;

/** A seller's grid card shows the clamping force. */
export const sizeOnCard = [{ spec: 'machineSizeTon', label: 'Machine Size' }] as const;
