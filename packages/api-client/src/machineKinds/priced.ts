import type { MachineKindListing, MachineSpec } from './machineKind.ts';

// Utility and auxiliary machines are listed with a price range and a size with its unit instead of capacities
// (each kind's module spreads these).

export const pricedSpecs = {
  priceFrom: { column: 'price_from', type: 'number', label: 'Price From' },
  priceTo: { column: 'price_to', type: 'number', label: 'Price To' },
  /** With its unit, e.g. "30 TR" or "125 kVA". */
  machineSize: { column: 'machine_size', type: 'text', label: 'Machine Size' },
} as const satisfies Record<string, MachineSpec>;

export const pricedListing = {
  searchPlaceholder: 'search e.g. Name Size Location',
  cardTitle: 'name',
  card: ['machineSize'],
  price: ['priceFrom', 'priceTo'],
  rows: [
    'machineSize',
    { label: 'Price', priceRange: ['priceFrom', 'priceTo'] },
    'make',
    'mfgYear',
    'address',
  ],
  sorts: [],
  sizeFrom: 'machineSize',
} as const satisfies MachineKindListing<keyof typeof pricedSpecs>;
