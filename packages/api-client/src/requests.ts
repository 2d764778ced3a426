/**
 * The shapes of the GET requests whose paths and parameters more than the endpoint functions need (the endpoint
 * functions are built from them; the mock server's handlers and the app's URL rules read the same tables).
 * Nothing here loads axios or a schema (`@plastihub/api-client/requests`).
 */

import { machineKindTitles } from './machineKindTitles';

export type RequestParams = Record<string, string | number | undefined>;

export interface GetRequest {
  /** The path under the API base, in the server's spelling. */
  url: string;
  params?: RequestParams;
}

export const tradeTypes = [
  'Virgin Polymers',
  'Polymer Compounds',
  'Reprocessed Polymer',
  'Scrap Material',
] as const;
export type TradeType = (typeof tradeTypes)[number];

export interface TradeProductFilter {
  tradeType: TradeType;
  /** Empty lists do not filter. */
  countryIds: readonly number[];
  categoryIds: readonly number[];
  conditionIds: readonly number[];
}

/** GET /connect-banners (public). */
export const connectBannersRequest = (): GetRequest => ({ url: '/connect-banners' });

export const countriesRequest = (): GetRequest => ({ url: '/countries' });
export const productCategoriesRequest = (): GetRequest => ({ url: '/product-categories' });
export const productConditionsRequest = (): GetRequest => ({ url: '/product-conditions' });

/** GET /typewise-trade-product-list. */
export const tradeProductsRequest = (tradeType: TradeType): GetRequest => ({
  url: '/typewise-trade-product-list',
  params: { product_type: tradeType },
});

/** GET /trade-product-filter: the ids travel comma-joined. */
export const tradeProductFilterRequest = (filter: TradeProductFilter): GetRequest => ({
  url: '/trade-product-filter',
  params: {
    product_type: filter.tradeType,
    country_ids: filter.countryIds.join(','),
    category_ids: filter.categoryIds.join(','),
    condition_ids: filter.conditionIds.join(','),
  },
});

export interface MaterialsQuery {
  brandId: number;
  /** The chosen city: prices come for that city only. */
  city?: string;
  /** Matches name, category, grade or polymer type. */
  keyword?: string;
  /** 1-based; the server pages the list. */
  page?: number;
}

/** GET /connect-materials. */
export const materialsRequest = (query: MaterialsQuery): GetRequest => ({
  url: '/connect-materials',
  params: {
    brand_id: query.brandId,
    city: query.city || undefined,
    keyword: query.keyword?.trim() || undefined,
    page: query.page,
  },
});

/**
 * One machine kind's public calls: where they go and what the answers call the machines (the server's spellings:
 * `injection-modling`, `blow_modling_machine`). The calls (endpoints/machines.ts) and the mock backend's routes are
 * built from these records.
 */
export interface MachineKindEndpoints {
  /** The approved machines of a purpose (`type`: rent or sell). */
  list: string;
  /** The search call (`keyword`); a kind without one takes the search words in its list call. */
  search?: string;
  /**
   * The list call also takes the search words under this name. The existing product sent the utility machines'
   * words in `country` (a defect: they are not a country); a server that still reads them there finds the same.
   */
  keywordAlsoAs?: string;
  /** One machine and its similar machines (`similar_machines`). */
  details: string;
  /** The key of the machines in the list and search answers, and of the machine in the details answer. */
  field: string;
  /** The details answer's key, where it differs from the list's. */
  detailsField?: string;
  /**
   * How the list card's size goes along with the details call as `machine_size`, for like-sized similar
   * machines: a tonnage (a size that is not a number is not sent), or the size's text ("30 TR").
   */
  size?: 'tons' | 'text';
  /** The spec shows no such details call (ours): a server without it answers 404. */
  assumedDetails?: true;
  /** What its machines' rows hold (endpoints/machines.ts reads each with its schema). */
  answer: MachineAnswer;
  /** The kind's name in the server's spelling: the listing type of its chats. */
  listingType: string;
}

/**
 * The shapes of the machines' rows: molding machines (clamp force, platen, tie-bars; injection also has a shot, blow
 * molding an accumulator), extruders (screw, extrusion capacity), and machines listed with a price range.
 */
export type MachineAnswer = 'injection' | 'blowMolding' | 'extruder' | 'priced';

export const machineKindEndpoints = {
  injection: {
    listingType: machineKindTitles.injection,
    answer: 'injection',
    list: '/injection-modling-machine-list',
    search: '/injection-molding-machine-search',
    details: '/injection-modling-machine-details',
    field: 'injection_modling_machine',
    size: 'tons',
  },
  blowMolding: {
    listingType: machineKindTitles.blowMolding,
    answer: 'blowMolding',
    list: '/blow-molding-machine-list',
    search: '/blow-molding-machine-search',
    details: '/blow-molding-machine-details',
    field: 'blow_modling_machine',
  },
  extruder: {
    listingType: machineKindTitles.extruder,
    answer: 'extruder',
    // The spec names only `keyword` for this search; the purpose goes along too, as for the others.
    list: '/extruder-machine-list',
    search: '/extruder-machine-search',
    details: '/extruder-machine-details',
    field: 'extruder_machine',
  },
  utility: {
    listingType: machineKindTitles.utility,
    answer: 'priced',
    list: '/utility-machine-list',
    keywordAlsoAs: 'country',
    details: '/utility-machine-details',
    field: 'utility_machines',
    detailsField: 'utility_machine',
    size: 'text',
    assumedDetails: true,
  },
  auxiliary: {
    listingType: machineKindTitles.auxiliary,
    answer: 'priced',
    list: '/auxiliary-machine-list',
    details: '/auxiliary-machine-details',
    field: 'auxiliary_machines',
    // The server answers an auxiliary machine's details under the injection machine's key.
    detailsField: 'injection_modling_machine',
    size: 'text',
  },
} as const satisfies Record<string, MachineKindEndpoints>;

export type MachineKind = keyof typeof machineKindEndpoints;

/** Which machine a details call asks for: its id, and the list card's size (see `MachineKindEndpoints.size`). */
export interface MachineDetailsQuery {
  id: number;
  size?: string | null;
}

/** A machine's details call, as its kind's record says. */
export function machineDetailsRequest(kind: MachineKind, query: MachineDetailsQuery): GetRequest {
  const endpoints: MachineKindEndpoints = machineKindEndpoints[kind];
  const size = query.size?.trim() || undefined;
  const sent =
    endpoints.size === 'text'
      ? size
      : endpoints.size === 'tons' && size && /^\d+(\.\d+)?$/.test(size)
        ? Number(size)
        : undefined;
  return { url: endpoints.details, params: { id: query.id, machine_size: sent } };
}

/** When the server requires a field of a seller's machine form. */
export type SellerFieldRequirement = 'always' | 'onAdd' | 'onUpdate';

/** One of a machine kind's own form fields, as the server takes it. */
export interface SellerMachineField {
  /** Its name in the form post. */
  name: string;
  /** A number, or one of the values of the kind's dropdown of the same name; text otherwise. */
  input?: 'number' | 'choice';
  required?: SellerFieldRequirement;
  /** Not on the spec's form: an update that leaves it out keeps the stored value. */
  keptWhenLeftOut?: true;
}

/** The fields every seller machine form has whose requirement differs between kinds. */
export type SellerSharedField = 'name' | 'description' | 'spare_capacity' | 'raw_material_feed' | 'image1';

/**
 * One machine kind's seller calls (document 3): where they go, what the answers call the machines, and the kind's
 * own form fields. The calls (endpoints/sellerMachines.ts) and the mock backend's routes are built from these
 * records; the kind's name is its public record's, and so is its fixed machine name (`listingType`).
 */
export interface SellerMachineKindEndpoints {
  paths: { dropdown: string; add: string; update: string; mine: string; details: string; remove: string };
  /** The key of the machines in the seller's list answer. */
  listField: string;
  /** The key of the machine in the details answer. */
  detailsField: string;
  /** The kind's own fields by the api-client form's keys, in the form's order. */
  fields: Readonly<Record<string, SellerMachineField>>;
  /** The shared fields the server requires of this kind (spare capacity and the feed are always checked). */
  requires?: Readonly<Partial<Record<SellerSharedField, SellerFieldRequirement>>>;
}

/** The clamping force (first on the form) and the platen and tie-bar sizes (after the kind's own sizes). */
const machineSize = { name: 'machine_size', input: 'number', required: 'always' } as const;
const platenFields = {
  platenLengthMm: { name: 'platen_size_length', input: 'number', required: 'always' },
  platenWidthMm: { name: 'platen_size_width', input: 'number', required: 'always' },
  tieBarLengthMm: { name: 'tie_bar_distance_length', input: 'number', required: 'always' },
  tieBarWidthMm: { name: 'tie_bar_distance_width', input: 'number', required: 'always' },
} as const satisfies Record<string, SellerMachineField>;

export const sellerMachineKindEndpoints = {
  injection: {
    paths: {
      dropdown: '/injection-modling-machine-dropdown',
      add: '/injection-modling-machine-add',
      update: '/injection-modling-machine-update',
      mine: '/my-injection-modling-machine',
      details: '/my-injection-modling-machine-details',
      remove: '/injection-modling-machine-delete',
    },
    listField: 'injection_modling_machine',
    detailsField: 'injection_modling_machine',
    fields: {
      machineSizeTon: machineSize,
      shotWeightGrams: { name: 'shot_wt', input: 'number', required: 'always' },
      ...platenFields,
      machineDrive: { name: 'machine_drive', input: 'choice' },
      machineOperation: { name: 'machine_operation', input: 'choice' },
    },
    requires: { spare_capacity: 'onUpdate' },
  },
  blowMolding: {
    paths: {
      dropdown: '/blow-molding-machine-dropdown',
      add: '/blow-molding-machine-add',
      update: '/blow-molding-machine-update',
      mine: '/my-blow-molding-machine',
      details: '/my-blow-molding-machine-details',
      remove: '/blow-molding-machine-delete',
    },
    // The server reuses the injection key for this list.
    listField: 'injection_modling_machine',
    detailsField: 'blow_modling_machine_details',
    fields: {
      machineSizeTon: machineSize,
      accumulatorCapacityLitres: { name: 'accumulator_capacity', input: 'number', required: 'always' },
      shotCapacityGrams: { name: 'shot_capacity', input: 'number' },
      ...platenFields,
      machineDrive: { name: 'machine_drive', input: 'choice', required: 'always' },
      machineOperation: { name: 'machine_operation', input: 'choice', required: 'always' },
    },
    // Description is required on both forms (the spec's two readings, taken together); the first image on add.
    requires: {
      name: 'always',
      description: 'always',
      spare_capacity: 'always',
      raw_material_feed: 'always',
      image1: 'onAdd',
    },
  },
  extruder: {
    paths: {
      dropdown: '/extruder-machine-dropdown',
      add: '/extruder-machine-add',
      update: '/extruder-machine-update',
      mine: '/my-extruder-machine',
      details: '/my-extruder-machine-details',
      remove: '/extruder-machine-delete',
    },
    listField: 'extruder_machine',
    detailsField: 'extruder_machine_details',
    fields: {
      machineType: { name: 'machine_type', input: 'choice', required: 'always' },
      application: { name: 'application', input: 'choice' },
      extrusionCapacityKgPerHour: { name: 'extrusion_capacity', input: 'number', required: 'onUpdate' },
      screwDiameterMm: { name: 'screw_size_diameter', input: 'number', keptWhenLeftOut: true },
      screwLengthMm: { name: 'screw_size_length', input: 'number', keptWhenLeftOut: true },
    },
    requires: { spare_capacity: 'onUpdate' },
  },
} as const satisfies Partial<Record<MachineKind, SellerMachineKindEndpoints>>;

export type SellerMachineKind = keyof typeof sellerMachineKindEndpoints;
