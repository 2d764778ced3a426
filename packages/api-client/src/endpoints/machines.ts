import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { id, list, optionalNumber, relationName, text } from '../core/schema';
import { sellerEntries, toListingSeller } from './listingSeller';
import {
  byMachineKind,
  type MachineKindDefinition,
  type MachineKindEndpoints,
  type MachineKindModule,
  type MachineKindName,
  type MachineKindNamed,
  type MachineSpec,
  type MachineSpecKey,
} from '../machineKinds';

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

/** A kind's own values (its module's `specs`) by the api-client's names: numbers, or text; null for none. */
export type MachineSpecs = { readonly [K in MachineSpecKey]?: number | string | null };

/** A machine of any kind: what every machine has, and its kind's own values. */
export type Machine = ReturnType<typeof toListing<number | null>> & MachineSpecs;

type SpecValue<S> = S extends { type: 'number' } ? number | null : string;

/**
 * A machine of one kind: what every machine has (its id, unless the kind's rows may lack one) and exactly its
 * kind's own values, typed as its module's specs say.
 */
export type MachineOf<K extends MachineKindName> = Omit<Machine, 'id' | MachineSpecKey> & {
  id: MachineKindNamed<K>['endpoints'] extends { idMayBeMissing: true } ? number | null : number;
} & { [F in keyof MachineKindNamed<K>['specs']]: SpecValue<MachineKindNamed<K>['specs'][F]> };

/** The columns of a kind's own values (a number, or text), with the second column some rows use instead. */
function specEntries(kind: MachineKindDefinition): v.ObjectEntries {
  const entries: v.ObjectEntries = {};
  for (const spec of Object.values<MachineSpec>(kind.specs)) {
    const value = spec.type === 'number' ? optionalNumber : text;
    entries[spec.column] = value();
    if (spec.orColumn) entries[spec.orColumn] = value();
  }
  return entries;
}

const specValue = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? value : null);

/** How a kind's rows read: the shared columns, then its own as its module names them. */
function machineSchema(kind: MachineKindDefinition) {
  const specs = Object.entries<MachineSpec>(kind.specs);
  return v.pipe(
    v.object({
      ...specEntries(kind),
      ...listingEntries,
      // The spec's utility and auxiliary machines list no id: null when left out.
      id: kind.endpoints.idMayBeMissing ? v.nullish(id(), null) : id(),
    }),
    v.transform((raw): Machine => {
      // The kind's own columns are in the row as read (the schema has them), though not in its type.
      const columns: Readonly<Record<string, unknown>> = raw;
      return {
        ...toListing<number | null>(raw),
        ...Object.fromEntries(
          specs.map(([key, spec]) => [
            key,
            specValue(columns[spec.column]) ?? (spec.orColumn ? specValue(columns[spec.orColumn]) : null),
          ]),
        ),
      };
    }),
  );
}

/** A machine and the "Similar Machine" grid of its details screen. */
export interface MachineDetails<M> {
  machine: M;
  similar: M[];
}

/** Which machine a details call asks for: its id, and the list card's size (see `MachineKindEndpoints.size`). */
export interface MachineDetailsQuery {
  id: number;
  size?: string | null;
}

/** The details call's size parameter, in the form the kind's endpoint takes (or none). */
function sizeParam(endpoints: MachineKindEndpoints, size: string | null | undefined) {
  const given = size?.trim() || undefined;
  if (endpoints.size === 'text') return given;
  return endpoints.size === 'tons' && given && /^\d+(\.\d+)?$/.test(given) ? Number(given) : undefined;
}

/** The machines of one kind for a purpose, narrowed by search words when there are any. */
export interface MachineQuery {
  type: MachinePurpose;
  /** Company, location or size, e.g. "Pune 450"; empty or left out for the whole list. */
  keyword?: string;
}

/** One kind's calls: its list (or its search, with search words) and a machine's details. */
export interface MachineKindCalls<M> {
  list: (query: MachineQuery, options?: CallOptions) => Promise<M[]>;
  /** Null when the machine does not exist or is not public. */
  details: (query: MachineDetailsQuery, options?: CallOptions) => Promise<MachineDetails<M> | null>;
}

/* ------------------------------------------------------------------ calls */

function kindCalls(kind: MachineKindModule): MachineKindCalls<Machine> {
  const endpoints: MachineKindEndpoints = kind.endpoints;
  const item = machineSchema(kind);
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
      return (body[field] as Machine[] | undefined) ?? [];
    },
    async details(query, options) {
      const body = await apiClient().request({
        method: 'GET',
        url: endpoints.details,
        params: { id: query.id, machine_size: sizeParam(endpoints, query.size) },
        schema: v.object({ [detailsField]: v.nullish(item, null), similar_machines: list(item) }),
        options,
      });
      const machine = body[detailsField] as Machine | null | undefined;
      if (!machine) return null;
      return { machine, similar: body.similar_machines as Machine[] };
    },
  };
}

/**
 * Every machine kind's public calls (document 2), one set per kind built from its module: `machineCalls.injection
 * .list({ type: 'rent', keyword: 'Pune' })`, `machineCalls.utility.details({ id, size })`. The spec does not show
 * the search answers; they read like the list's. Utility details are ours (`assumedDetails`).
 */
export const machineCalls = byMachineKind(kindCalls) as {
  // Each kind's calls read its rows with its own specs (machineSchema): its machines are its kind's.
  readonly [K in MachineKindName]: MachineKindCalls<MachineOf<K>>;
};
