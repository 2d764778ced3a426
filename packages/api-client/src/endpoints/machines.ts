import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { list, optionalNumber, relationName, text, id } from '../core/schema';
import { sellerEntries, toListingSeller } from './listingSeller';
import {
  machineDetailsRequest,
  machineKindEndpoints,
  type MachineAnswer,
  type MachineDetailsQuery,
  type MachineKind,
  type MachineKindEndpoints,
} from '../requests';

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

export { machineKindEndpoints, type MachineDetailsQuery, type MachineKind, type MachineKindEndpoints };

/** The machines of one kind for a purpose, narrowed by search words when there are any. */
export interface MachineQuery {
  type: MachinePurpose;
  /** Company, location or size, e.g. "Pune 450"; empty or left out for the whole list. */
  keyword?: string;
}

/** How each shape of machine rows reads (a kind's record names its shape: `answer`). */
const machineSchemas = {
  injection: injectionMachineSchema,
  blowMolding: blowMoldingMachineSchema,
  extruder: extruderMachineSchema,
  priced: pricedMachineSchema,
} satisfies Record<MachineAnswer, v.GenericSchema>;

/** A machine of the kind, as its schema reads it. */
export type MachineOf<K extends MachineKind> = v.InferOutput<
  (typeof machineSchemas)[(typeof machineKindEndpoints)[K]['answer']]
>;

/** One kind's calls: its list (or its search, with search words) and a machine's details. */
export interface MachineKindCalls<M> {
  list: (query: MachineQuery, options?: CallOptions) => Promise<M[]>;
  /** Null when the machine does not exist or is not public. */
  details: (query: MachineDetailsQuery, options?: CallOptions) => Promise<MachineDetails<M> | null>;
}

/* ------------------------------------------------------------------ calls */

function kindCalls<K extends MachineKind>(kind: K): MachineKindCalls<MachineOf<K>> {
  const endpoints: MachineKindEndpoints = machineKindEndpoints[kind];
  const item = machineSchemas[endpoints.answer] as v.GenericSchema<unknown, MachineOf<K>>;
  const { field } = endpoints;
  const detailsField = endpoints.detailsField ?? field;
  return {
    async list(query, options) {
      const keyword = query.keyword?.trim() || undefined;
      const params =
        keyword && endpoints.search
          ? { keyword, type: purposeQuery[query.type] }
          : {
              type: purposeQuery[query.type],
              ...(endpoints.search ? {} : { keyword }),
              ...(endpoints.keywordAlsoAs && keyword ? { [endpoints.keywordAlsoAs]: keyword } : {}),
            };
      const body = await apiClient().request({
        method: 'GET',
        url: keyword && endpoints.search ? endpoints.search : endpoints.list,
        params,
        schema: v.object({ [field]: list(item) }),
        options,
      });
      return (body[field] as MachineOf<K>[] | undefined) ?? [];
    },
    async details(query, options) {
      const body = await apiClient().request({
        method: 'GET',
        ...machineDetailsRequest(kind, query),
        schema: v.object({ [detailsField]: v.nullish(item, null), similar_machines: list(item) }),
        options,
      });
      const machine = body[detailsField] as MachineOf<K> | null | undefined;
      if (!machine) return null;
      return { machine, similar: body.similar_machines as MachineOf<K>[] };
    },
  };
}

/**
 * Every machine kind's public calls (document 2), one typed set per kind from its record: `machineCalls.injection
 * .list({ type: 'rent', keyword: 'Pune' })`, `machineCalls.utility.details({ id, size })`. The spec does not show
 * the search answers; they read like the list's. Utility details are ours (`assumedDetails`).
 */
export const machineCalls = Object.fromEntries(
  Object.keys(machineKindEndpoints).map((kind) => [kind, kindCalls(kind as MachineKind)]),
) as { [K in MachineKind]: MachineKindCalls<MachineOf<K>> };
