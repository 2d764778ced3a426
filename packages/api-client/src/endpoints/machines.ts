import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { list, optionalNumber, relationName, text, id } from '../core/schema';
import { sellerEntries, toListingSeller } from './listingSeller';
import { machineDetailsRequests, type GetRequest } from '../requests';

/**
 * What the visitor chose on "Select Machine for": Spare Capacity (`rent`: hours of a machine offered
 * for job work) or Buy Machine (`sell`). Assumption: the list and search calls send it as `type`
 * with these two words, as the app stores them; if the server ever wants other words, only
 * `purposeQuery` changes.
 */
export const machinePurposes = ['rent', 'sell'] as const;
export type MachinePurpose = (typeof machinePurposes)[number];

const purposeQuery: Record<MachinePurpose, string> = { rent: 'rent', sell: 'sell' };

/* ------------------------------------------------------------------ shared fields */

const listingEntries = {
  id: id(),
  name: text(),
  image1: text(),
  image2: text(),
  image3: text(),
  image4: text(),
  make: text(),
  mfg_year: optionalNumber(),
  country: relationName(),
  state: text(),
  city: text(),
  zip_code: text(),
  description: text(),
  ...sellerEntries,
};
type ListingColumns = v.InferOutput<v.ObjectSchema<typeof listingEntries, undefined>>;

/** `id` stays as the schema reads it: required on most machines, null when left out on priced ones. */
const toListing = <Id extends number | null>(raw: Omit<ListingColumns, 'id'> & { id: Id }) => ({
  id: raw.id,
  name: raw.name,
  /** image1 to image4 that are set, for the carousel (up to 4). */
  images: [raw.image1, raw.image2, raw.image3, raw.image4].filter(Boolean),
  make: raw.make,
  mfgYear: raw.mfg_year,
  country: raw.country,
  state: raw.state,
  city: raw.city,
  zipCode: raw.zip_code,
  description: raw.description,
  seller: toListingSeller(raw),
});

/** Spare capacity in Hours/Month, on injection, blow molding and extruder machines. */
const productionEntries = { ...listingEntries, spare_capacity: optionalNumber() };
type ProductionColumns = v.InferOutput<v.ObjectSchema<typeof productionEntries, undefined>>;
const toProductionMachine = (raw: ProductionColumns) => ({
  ...toListing(raw),
  spareCapacityHoursPerMonth: raw.spare_capacity,
});

/** Injection and blow molding machines: clamp force, platen and tie-bar sizes. */
const moldingEntries = {
  ...productionEntries,
  machine_size: optionalNumber(),
  shot_capacity: optionalNumber(),
  platen_size_length: optionalNumber(),
  platen_size_width: optionalNumber(),
  tie_bar_distance_length: optionalNumber(),
  tie_bar_distance_width: optionalNumber(),
};
type MoldingColumns = v.InferOutput<v.ObjectSchema<typeof moldingEntries, undefined>>;
const toMoldingMachine = (raw: MoldingColumns) => ({
  ...toProductionMachine(raw),
  machineSizeTon: raw.machine_size,
  shotCapacityGrams: raw.shot_capacity,
  platenLengthMm: raw.platen_size_length,
  platenWidthMm: raw.platen_size_width,
  tieBarLengthMm: raw.tie_bar_distance_length,
  tieBarWidthMm: raw.tie_bar_distance_width,
});

/* ------------------------------------------------------------------ machine kinds */

const injectionMachineSchema = v.pipe(
  // Some rows carry the shot as `shot_wt` (grams) instead of `shot_capacity`.
  v.object({ ...moldingEntries, shot_wt: optionalNumber() }),
  v.transform((raw) => ({
    ...toMoldingMachine(raw),
    shotCapacityGrams: raw.shot_capacity ?? raw.shot_wt,
  })),
);
export type InjectionMachine = v.InferOutput<typeof injectionMachineSchema>;

const blowMoldingMachineSchema = v.pipe(
  v.object({ ...moldingEntries, accumulator_capacity: optionalNumber() }),
  v.transform((raw) => ({ ...toMoldingMachine(raw), accumulatorCapacityLitres: raw.accumulator_capacity })),
);
export type BlowMoldingMachine = v.InferOutput<typeof blowMoldingMachineSchema>;

const extruderMachineSchema = v.pipe(
  v.object({
    ...productionEntries,
    machine_type: text(),
    application: text(),
    extrusion_capacity: optionalNumber(),
    screw_size_diameter: optionalNumber(),
    screw_size_length: optionalNumber(),
  }),
  v.transform((raw) => ({
    ...toProductionMachine(raw),
    machineType: raw.machine_type,
    application: raw.application,
    extrusionCapacityKgPerHour: raw.extrusion_capacity,
    screwDiameterMm: raw.screw_size_diameter,
    screwLengthMm: raw.screw_size_length,
  })),
);
export type ExtruderMachine = v.InferOutput<typeof extruderMachineSchema>;

/** Utility and auxiliary machines are listed with a price range instead of capacities. */
const pricedMachineSchema = v.pipe(
  v.object({
    ...listingEntries,
    // The spec's utility and auxiliary machines list no id: null when left out.
    id: v.nullish(id(), null),
    price_from: optionalNumber(),
    price_to: optionalNumber(),
    machine_size: text(),
  }),
  v.transform((raw) => ({
    ...toListing(raw),
    /** The card image (image1). */
    image: raw.image1,
    priceFrom: raw.price_from,
    priceTo: raw.price_to,
    /** With its unit, e.g. "30 TR" or "125 kVA". */
    machineSize: raw.machine_size,
  })),
);
export type PricedMachine = v.InferOutput<typeof pricedMachineSchema>;
export type UtilityMachine = PricedMachine;
export type AuxiliaryMachine = PricedMachine;

/** A machine and the "Similar Machine" grid of its details screen. */
export interface MachineDetails<M> {
  machine: M;
  similar: M[];
}

export interface MachineListQuery {
  type: MachinePurpose;
}
export interface MachineSearchQuery {
  type: MachinePurpose;
  /** Company, location or size, e.g. "Pune 450". */
  keyword: string;
}

/* ------------------------------------------------------------------ calls */

async function getMachines<S extends v.GenericSchema>(
  url: string,
  field: string,
  item: S,
  params: Record<string, string | number | undefined>,
  options?: CallOptions,
): Promise<v.InferOutput<S>[]> {
  const body = await apiClient().request({
    method: 'GET',
    url,
    params,
    schema: v.object({ [field]: list(item) }),
    options,
  });
  return (body[field] as v.InferOutput<S>[] | undefined) ?? [];
}

async function getMachineDetails<S extends v.GenericSchema>(
  request: GetRequest,
  field: string,
  item: S,
  options?: CallOptions,
): Promise<MachineDetails<v.InferOutput<S>> | null> {
  const body = await apiClient().request({
    method: 'GET',
    ...request,
    schema: v.object({ [field]: v.nullish(item, null), similar_machines: list(item) }),
    options,
  });
  const machine = body[field] as v.InferOutput<S> | null | undefined;
  if (!machine) return null;
  return { machine, similar: body.similar_machines as v.InferOutput<S>[] };
}

const searchParams = (query: MachineSearchQuery) => ({
  keyword: query.keyword.trim(),
  type: purposeQuery[query.type],
});

/** GET /injection-modling-machine-list: approved injection molding machines for the chosen purpose. */
export function getInjectionMachines(
  query: MachineListQuery,
  options?: CallOptions,
): Promise<InjectionMachine[]> {
  return getMachines(
    '/injection-modling-machine-list',
    'injection_modling_machine',
    injectionMachineSchema,
    { type: purposeQuery[query.type] },
    options,
  );
}

/** GET /injection-molding-machine-search. The spec does not show the answer; read like the list call. */
export function searchInjectionMachines(
  query: MachineSearchQuery,
  options?: CallOptions,
): Promise<InjectionMachine[]> {
  return getMachines(
    '/injection-molding-machine-search',
    'injection_modling_machine',
    injectionMachineSchema,
    searchParams(query),
    options,
  );
}

/** GET /injection-modling-machine-details: null when the machine does not exist or is not public. */
export function getInjectionMachineDetails(
  query: { id: number; machineSizeTon?: number | null },
  options?: CallOptions,
): Promise<MachineDetails<InjectionMachine> | null> {
  return getMachineDetails(
    machineDetailsRequests.injection(query),
    'injection_modling_machine',
    injectionMachineSchema,
    options,
  );
}

/** GET /blow-molding-machine-list. */
export function getBlowMoldingMachines(
  query: MachineListQuery,
  options?: CallOptions,
): Promise<BlowMoldingMachine[]> {
  return getMachines(
    '/blow-molding-machine-list',
    'blow_modling_machine',
    blowMoldingMachineSchema,
    { type: purposeQuery[query.type] },
    options,
  );
}

/** GET /blow-molding-machine-search. The spec does not show the answer; read like the list call. */
export function searchBlowMoldingMachines(
  query: MachineSearchQuery,
  options?: CallOptions,
): Promise<BlowMoldingMachine[]> {
  return getMachines(
    '/blow-molding-machine-search',
    'blow_modling_machine',
    blowMoldingMachineSchema,
    searchParams(query),
    options,
  );
}

/** GET /blow-molding-machine-details: null when the machine does not exist or is not public. */
export function getBlowMoldingMachineDetails(
  query: { id: number },
  options?: CallOptions,
): Promise<MachineDetails<BlowMoldingMachine> | null> {
  return getMachineDetails(
    machineDetailsRequests.blowMolding(query),
    'blow_modling_machine',
    blowMoldingMachineSchema,
    options,
  );
}

/** GET /extruder-machine-list. */
export function getExtruderMachines(
  query: MachineListQuery,
  options?: CallOptions,
): Promise<ExtruderMachine[]> {
  return getMachines(
    '/extruder-machine-list',
    'extruder_machine',
    extruderMachineSchema,
    { type: purposeQuery[query.type] },
    options,
  );
}

/**
 * GET /extruder-machine-search. The spec names only `keyword`; the purpose goes along too so a search
 * stays within the chosen list. The answer is not shown; read like the list call.
 */
export function searchExtruderMachines(
  query: MachineSearchQuery,
  options?: CallOptions,
): Promise<ExtruderMachine[]> {
  return getMachines(
    '/extruder-machine-search',
    'extruder_machine',
    extruderMachineSchema,
    searchParams(query),
    options,
  );
}

/** GET /extruder-machine-details. The answer is not shown; read like the other details calls. */
export function getExtruderMachineDetails(
  query: { id: number },
  options?: CallOptions,
): Promise<MachineDetails<ExtruderMachine> | null> {
  return getMachineDetails(
    machineDetailsRequests.extruder(query),
    'extruder_machine',
    extruderMachineSchema,
    options,
  );
}

export interface PricedMachineQuery {
  type: MachinePurpose;
  /** Optional search words (name, size, make, place). */
  keyword?: string;
}

/**
 * GET /utility-machine-list, with optional search words. The existing product sent them in `country` (a
 * defect: the words are not a country); they go as `keyword`, like the other machine searches, and in `country`
 * too, so a server that still reads them there finds the same machines.
 */
export function getUtilityMachines(
  query: PricedMachineQuery,
  options?: CallOptions,
): Promise<UtilityMachine[]> {
  const keyword = query.keyword?.trim() || undefined;
  return getMachines(
    '/utility-machine-list',
    'utility_machines',
    pricedMachineSchema,
    { type: purposeQuery[query.type], keyword, country: keyword },
    options,
  );
}

/**
 * GET /utility-machine-details (assumed, like the auxiliary details call: the spec shows no details call for
 * utility machines). A server without it answers 404; the app then reads the machine from the list call.
 */
export function getUtilityMachineDetails(
  query: { id: number; machineSize?: string | null },
  options?: CallOptions,
): Promise<MachineDetails<UtilityMachine> | null> {
  return getMachineDetails(
    machineDetailsRequests.utility(query),
    'utility_machine',
    pricedMachineSchema,
    options,
  );
}

/** GET /auxiliary-machine-list, with optional search words. */
export function getAuxiliaryMachines(
  query: PricedMachineQuery,
  options?: CallOptions,
): Promise<AuxiliaryMachine[]> {
  return getMachines(
    '/auxiliary-machine-list',
    'auxiliary_machines',
    pricedMachineSchema,
    { type: purposeQuery[query.type], keyword: query.keyword?.trim() || undefined },
    options,
  );
}

/** GET /auxiliary-machine-details: the server answers under the injection machine's key. */
export function getAuxiliaryMachineDetails(
  query: { id: number; machineSize?: string | null },
  options?: CallOptions,
): Promise<MachineDetails<AuxiliaryMachine> | null> {
  return getMachineDetails(
    machineDetailsRequests.auxiliary(query),
    'injection_modling_machine',
    pricedMachineSchema,
    options,
  );
}
