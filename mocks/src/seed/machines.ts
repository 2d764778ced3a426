import { defineTable } from '../db/table';
import { COUNTRY_ID, type CountryName } from './lookups';
import { seededRandom, type SeededRandom } from './random';
import { onListingCountChange, padGroupsToListingCount } from './longLists';

/**
 * Machine listings. Sellers (users) list them; they wait for review (`approved: 'Pending'`) and only
 * approved ones are public. `type` is the purpose: `rent` (spare capacity for job work) or `sell`.
 * The seller screens of spec document 3 can share these tables.
 */
export type ListingPurpose = 'rent' | 'sell';
export type ApprovalStatus = 'Approved' | 'Pending';

/** The columns every machine listing shares. */
export interface MachineListingRow {
  id: number;
  name: string;
  type: ListingPurpose;
  approved: ApprovalStatus;
  image1: string;
  image2: string;
  image3: string;
  image4: string;
  make: string;
  mfg_year: number;
  country_id: number;
  state: string;
  city: string;
  zip_code: string;
  description: string;
  sellerid: number;
}

/** Injection, blow molding and extruder machines: they offer spare capacity. */
export interface ProductionMachineRow extends MachineListingRow {
  /** Hours/Month offered; null on machines for sale. */
  spare_capacity: number | null;
  raw_material_feed: string;
}

interface MoldingRow extends ProductionMachineRow {
  /** Clamp force, Ton. */
  machine_size: number;
  platen_size_length: number;
  platen_size_width: number;
  tie_bar_distance_length: number;
  tie_bar_distance_width: number;
  machine_drive: string;
  machine_operation: string;
}

export interface InjectionMachineRow extends MoldingRow {
  /** Shot weight, grams. */
  shot_wt: number;
}

export interface BlowMoldingMachineRow extends MoldingRow {
  /** Grams. */
  shot_capacity: number;
  /** Litres; 0 on continuous-extrusion machines. */
  accumulator_capacity: number;
}

export interface ExtruderMachineRow extends ProductionMachineRow {
  machine_type: string;
  application: string;
  /** Kg/Hr. */
  extrusion_capacity: number;
  /** mm. */
  screw_size_diameter: number;
  /** mm. */
  screw_size_length: number;
}

/** Utility and auxiliary machines: priced in rupees, sized in their own units ("30 TR"). */
export interface PricedMachineRow extends MachineListingRow {
  price_from: number;
  price_to: number;
  machine_size: string;
}

type Place = readonly [city: string, state: string, zip: string, country: CountryName];

const PLACES: readonly Place[] = [
  ['Ahmedabad', 'Gujarat', '382330', 'India'],
  ['Vapi', 'Gujarat', '396195', 'India'],
  ['Rajkot', 'Gujarat', '360004', 'India'],
  ['Pune', 'Maharashtra', '411026', 'India'],
  ['Bhiwandi', 'Maharashtra', '421302', 'India'],
  ['Aurangabad', 'Maharashtra', '431136', 'India'],
  ['Nashik', 'Maharashtra', '422010', 'India'],
  ['Daman', 'Daman and Diu', '396210', 'India'],
  ['Silvassa', 'Dadra and Nagar Haveli', '396230', 'India'],
  ['Chennai', 'Tamil Nadu', '600058', 'India'],
  ['Coimbatore', 'Tamil Nadu', '641021', 'India'],
  ['Bengaluru', 'Karnataka', '560058', 'India'],
  ['Hyderabad', 'Telangana', '500055', 'India'],
  ['Noida', 'Uttar Pradesh', '201305', 'India'],
  ['Faridabad', 'Haryana', '121003', 'India'],
  ['Ludhiana', 'Punjab', '141010', 'India'],
  ['Kolkata', 'West Bengal', '700088', 'India'],
  ['Baddi', 'Himachal Pradesh', '173205', 'India'],
  ['Rudrapur', 'Uttarakhand', '263153', 'India'],
  ['Kochi', 'Kerala', '682030', 'India'],
  ['Sharjah', 'Sharjah', '', 'United Arab Emirates'],
  ['Dhaka', 'Dhaka Division', '1207', 'Bangladesh'],
];

/** The demo users who list machines (Machine Vendor role), see db/users.ts. */
const MACHINE_SELLERS = [1, 2, 4, 5, 7, 10] as const;

const MACHINE_DRIVES = ['Hydraulic', 'Servo Hydraulic', 'All Electric', 'Hybrid'] as const;
const MACHINE_OPERATIONS = ['Automatic', 'Semi Automatic'] as const;
const RAW_MATERIAL_FEEDS = ['Hopper', 'Vacuum Auto Loader', 'Central Conveying'] as const;

const image = (kind: string, n: number, count: number) =>
  `demo-images/machines/${kind}-${(n % count) + 1}.svg`;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** The item at `index`, going round the list again past its end. */
function cycle<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('cycle() needs at least one item');
  return item;
}

/**
 * The fields every listing shares. Every ninth listing waits for review and every third is for sale,
 * so both purposes have plenty of public rows and the tests can find a pending one.
 */
function listingBase(random: SeededRandom, index: number, name: string, imageKind: string, images: number) {
  const [city, state, zip, country] = random.pick(PLACES);
  const type: ListingPurpose = index % 3 === 2 ? 'sell' : 'rent';
  return {
    id: index + 1,
    name,
    type,
    approved: (index % 9 === 4 ? 'Pending' : 'Approved') as ApprovalStatus,
    image1: image(imageKind, index, images),
    image2: image(imageKind, index + 1, images),
    image3: image(imageKind, index + 2, images),
    image4: index % 2 ? image(imageKind, index + 3, images) : '',
    mfg_year: random.int(2006, 2024),
    country_id: COUNTRY_ID[country],
    state,
    city,
    zip_code: zip,
    sellerid: random.pick(MACHINE_SELLERS),
  };
}

function spareCapacity(random: SeededRandom, type: ListingPurpose) {
  return type === 'rent' ? roundTo(random.int(120, 600), 10) : null;
}

function offerText(type: ListingPurpose, spare: number | null, city: string) {
  return type === 'rent'
    ? `${spare} hours a month free for job work, two shifts, operator and setter provided.`
    : `Well maintained, under power and available for inspection at ${city}.`;
}

const INJECTION_MAKES = [
  ['Ferromatik Milacron', ['Magna T', 'Sigma', 'Elektron']],
  ['Engel', ['victory', 'e-mac', 'duo']],
  ['Toshiba', ['IS-GT', 'EC-SX']],
  ['JSW', ['J-ADS', 'J-AD']],
  ['Haitian', ['Mars II', 'Jupiter II']],
  ['Windsor', ['Spark', 'SP Series']],
  ['L&T Demag', ['Ergotech', 'Systec']],
  ['Electronica', ['Endura', 'Veloce']],
  ['Arburg', ['Allrounder']],
] as const;
const INJECTION_SIZES = [60, 80, 100, 120, 150, 180, 220, 250, 280, 350, 450, 550, 650, 850, 1000, 1200];
const INJECTION_JOBS = [
  'PP caps and closures',
  'HDPE crates',
  'ABS appliance housings',
  'PET preforms',
  'automotive interior trims',
  'thin-wall food containers',
  'PVC pipe fittings',
];

function injectionRows(): InjectionMachineRow[] {
  const random = seededRandom(11);
  return Array.from({ length: 36 }, (_, i) => {
    const base = listingBase(random, i, 'Injection Molding Machine', 'injection', 4);
    const [make, series] = random.pick(INJECTION_MAKES);
    const size = cycle(INJECTION_SIZES, i);
    const platen = roundTo(400 + size * 1.1 * random.decimal(0.95, 1.05, 2), 10);
    const spare = spareCapacity(random, base.type);
    const drive = random.pick(MACHINE_DRIVES);
    return {
      ...base,
      make,
      machine_size: size,
      shot_wt: roundTo(size * (2 + size / 600) * random.decimal(0.9, 1.1, 2), 10),
      platen_size_length: platen,
      platen_size_width: platen - roundTo(random.int(0, 60), 10),
      tie_bar_distance_length: roundTo(platen * 0.68, 5),
      tie_bar_distance_width: roundTo(platen * 0.64, 5),
      spare_capacity: spare,
      machine_drive: drive,
      machine_operation: random.pick(MACHINE_OPERATIONS),
      raw_material_feed: random.pick(RAW_MATERIAL_FEEDS),
      description: `${make} ${random.pick(series)} ${size} T, ${drive.toLowerCase()} drive, used for ${random.pick(INJECTION_JOBS)}. ${offerText(base.type, spare, base.city)}`,
    };
  });
}

const BLOW_MAKES = [
  'Jagmohan Pla-Mach',
  'R.R. Plast',
  'Parker Plast',
  'Kautex',
  'Bekum',
  'Tech-Long',
] as const;
const BLOW_SIZES = [6, 8, 10, 12, 15, 18, 22, 25, 30, 40, 50, 60];
const BLOW_JOBS = [
  'HDPE jerrycans',
  'lube oil bottles',
  'pharma bottles',
  'PET water bottles',
  'HM-HDPE drums',
];

function blowMoldingRows(): BlowMoldingMachineRow[] {
  const random = seededRandom(23);
  return Array.from({ length: 30 }, (_, i) => {
    const base = listingBase(random, i, 'Blow Molding Machine', 'blow', 4);
    const make = random.pick(BLOW_MAKES);
    const size = cycle(BLOW_SIZES, i);
    const platen = roundTo(280 + size * 16 * random.decimal(0.95, 1.05, 2), 10);
    const spare = spareCapacity(random, base.type);
    const accumulator = size >= 22 ? roundTo(size * 0.4, 0.5) : 0;
    return {
      ...base,
      make,
      machine_size: size,
      accumulator_capacity: accumulator,
      shot_capacity: roundTo(size * 90 * random.decimal(0.8, 1.2, 2), 10),
      platen_size_length: platen,
      platen_size_width: platen - roundTo(random.int(20, 80), 10),
      tie_bar_distance_length: roundTo(platen * 0.7, 5),
      tie_bar_distance_width: roundTo(platen * 0.6, 5),
      spare_capacity: spare,
      machine_drive: random.pick(['Hydraulic', 'Servo Hydraulic', 'All Electric']),
      machine_operation: random.pick(MACHINE_OPERATIONS),
      raw_material_feed: random.pick(RAW_MATERIAL_FEEDS),
      description: `${make} ${accumulator ? 'accumulator head' : 'continuous extrusion'} blow moulder, ${size} T clamp, for ${random.pick(BLOW_JOBS)}. ${offerText(base.type, spare, base.city)}`,
    };
  });
}

const EXTRUDER_MAKES = [
  'Kabra Extrusiontechnik',
  'R.R. Plast',
  'Aurangabad Extrusion',
  'Rajoo Engineers',
  'Windsor',
  'Battenfeld-Cincinnati',
  'Reifenhäuser',
] as const;
/** Application and the screw type it runs on. */
const EXTRUDER_APPLICATIONS = [
  ['PVC Pipe', 'Twin Screw (Conical)'],
  ['HDPE Pipe', 'Single Screw'],
  ['Blown Film', 'Single Screw'],
  ['Cast Film', 'Single Screw'],
  ['Sheet', 'Single Screw'],
  ['Profile', 'Twin Screw (Conical)'],
  ['Raffia Tape', 'Single Screw'],
  ['Compounding', 'Twin Screw (Parallel)'],
] as const;
const SCREW_DIAMETERS = [45, 55, 65, 75, 90, 100, 120, 150];

function extruderRows(): ExtruderMachineRow[] {
  const random = seededRandom(37);
  return Array.from({ length: 30 }, (_, i) => {
    const base = listingBase(random, i, 'Extruder Machine', 'extruder', 4);
    const make = random.pick(EXTRUDER_MAKES);
    const [application, machineType] = cycle(EXTRUDER_APPLICATIONS, i);
    const diameter = random.pick(SCREW_DIAMETERS);
    const spare = spareCapacity(random, base.type);
    return {
      ...base,
      make,
      machine_type: machineType,
      application,
      extrusion_capacity: roundTo(diameter * diameter * 0.055 * random.decimal(0.85, 1.15, 2), 10),
      screw_size_diameter: diameter,
      screw_size_length: diameter * random.pick([25, 30, 33, 36]),
      spare_capacity: spare,
      raw_material_feed: random.pick(RAW_MATERIAL_FEEDS),
      description: `${make} ${machineType} line for ${application}, ${diameter} mm screw. ${offerText(base.type, spare, base.city)}`,
    };
  });
}

/** Name, makes, sizes with their unit, and the rupee price of one unit of size. */
type PricedKind = readonly [
  name: string,
  makes: readonly string[],
  sizes: readonly number[],
  unit: string,
  rate: number,
];

const UTILITY_KINDS: readonly PricedKind[] = [
  ['Water Chiller', ['Reynold India', 'Blue Star', 'Frigel'], [5, 10, 15, 30, 60], 'TR', 48_000],
  ['Cooling Tower', ['Mihir Engineering', 'Paharpur'], [20, 50, 100], 'TR', 9_500],
  [
    'Screw Air Compressor',
    ['Atlas Copco', 'ELGi', 'Kaeser', 'Ingersoll Rand'],
    [15, 30, 50, 75],
    'HP',
    21_000,
  ],
  ['Diesel Generator Set', ['Kirloskar', 'Cummins', 'Mahindra Powerol'], [62.5, 125, 250], 'kVA', 7_800],
  ['Servo Voltage Stabilizer', ['Servomax', 'Neel'], [50, 100, 200], 'kVA', 2_400],
  ['Water Softening Plant', ['Ion Exchange', 'Thermax'], [2000, 5000], 'LPH', 95],
];

const AUXILIARY_KINDS: readonly PricedKind[] = [
  ['Hopper Dryer', ['Shini', 'Conair', 'Nu-Vu Conair', 'Sigmatech'], [25, 50, 100, 200], 'kg', 1_900],
  ['Vacuum Auto Loader', ['Shini', 'Conair', 'Wittmann'], [300, 600], 'kg/hr', 160],
  ['Granulator', ['Shini', 'Rapid', 'Wittmann'], [5, 10, 20], 'HP', 22_000],
  ['Mould Temperature Controller', ['Regloplas', 'Shini', 'Thermolab'], [6, 9, 12], 'kW', 14_500],
  ['Sprue Picker Robot', ['Yushin', 'Sepro', 'Wittmann'], [3, 5], 'axis', 160_000],
  ['Dehumidifying Dryer', ['Conair', 'Motan', 'Shini'], [40, 150], 'kg', 6_500],
  ['Colour Mixer', ['Sigmatech', 'Shini'], [50, 100], 'kg', 1_100],
];

function pricedRows(seed: number, kinds: readonly PricedKind[], imageKind: string): PricedMachineRow[] {
  const random = seededRandom(seed);
  return Array.from({ length: 16 }, (_, i) => {
    const [name, makes, sizes, unit, rate] = cycle(kinds, i);
    const base = listingBase(random, i, name, imageKind, 3);
    const size = random.pick(sizes);
    const make = random.pick(makes);
    const from = roundTo(size * rate * random.decimal(0.85, 1, 2), 1000);
    const machineSize = unit === 'axis' ? `${size}-axis` : `${size} ${unit}`;
    return {
      ...base,
      make,
      machine_size: machineSize,
      price_from: from,
      price_to: roundTo(from * random.decimal(1.15, 1.4, 2), 1000),
      description: `${make} ${name.toLowerCase()}, ${machineSize}. ${
        base.type === 'rent'
          ? 'Available on monthly rent with installation support.'
          : 'Ready stock, GST invoice.'
      }`,
    };
  });
}

/** A kind's rows, its public ones of each purpose made up to the long lists' count when one is set. */
const withLongLists =
  <T extends MachineListingRow>(rows: () => T[]) =>
  () =>
    padGroupsToListingCount(rows(), {
      counted: (row) => row.approved === 'Approved',
      groupOf: (row) => row.type,
      copy: (row, id, number) => ({ ...row, id, make: `${row.make} ${number}` }),
    });

export const injectionMachines = defineTable<InjectionMachineRow>(
  'injection_machines',
  withLongLists(injectionRows),
);
export const blowMoldingMachines = defineTable<BlowMoldingMachineRow>(
  'blow_molding_machines',
  withLongLists(blowMoldingRows),
);
export const extruderMachines = defineTable<ExtruderMachineRow>(
  'extruder_machines',
  withLongLists(extruderRows),
);
export const utilityMachines = defineTable<PricedMachineRow>(
  'utility_machines',
  withLongLists(() => pricedRows(41, UTILITY_KINDS, 'utility')),
);
export const auxiliaryMachines = defineTable<PricedMachineRow>(
  'auxiliary_machines',
  withLongLists(() => pricedRows(43, AUXILIARY_KINDS, 'auxiliary')),
);
onListingCountChange(() => {
  for (const table of [
    injectionMachines,
    blowMoldingMachines,
    extruderMachines,
    utilityMachines,
    auxiliaryMachines,
  ])
    table.reset();
});

/**
 * Each machine kind's seeded rows and how the details call picks its similar machines: the nearest in tonnage
 * (the size asked for, else the machine's own), in extrusion capacity, or those of the same name first. The mock
 * backend serves every kind of the api-client's `machineKindsByName` from this record.
 */
export const machineSeeds = {
  injection: { table: injectionMachines, similarBy: 'tonnage' },
  blowMolding: { table: blowMoldingMachines, similarBy: 'tonnage' },
  extruder: { table: extruderMachines, similarBy: 'extrusionCapacity' },
  utility: { table: utilityMachines, similarBy: 'name' },
  auxiliary: { table: auxiliaryMachines, similarBy: 'name' },
} as const;
