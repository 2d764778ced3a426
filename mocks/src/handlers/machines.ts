import type { Table } from '../db/table';
import { get, json, type RouteContext } from '../http';
import { countryRelation } from '../seed/lookups';
import {
  auxiliaryMachines,
  blowMoldingMachines,
  extruderMachines,
  injectionMachines,
  utilityMachines,
  type ApprovalStatus,
  type ListingPurpose,
} from '../seed/machines';
import { isPublic, matchesKeyword, sellerFields } from './listingQuery';

interface MachineListing {
  id: number;
  name: string;
  type: ListingPurpose;
  approved: ApprovalStatus;
  make: string;
  city: string;
  state: string;
  zip_code: string;
  country_id: number;
  sellerid: number;
}

/** How many machines the "Similar Machine" grid gets. */
const SIMILAR_COUNT = 4;

/** Extra columns the search box looks in besides company, place, make and name ("Company Location Size"). */
const SEARCHED_COLUMNS = ['machine_size', 'machine_type', 'application'] as const;

function searchFields(row: MachineListing) {
  const seller = sellerFields(row.sellerid);
  const extra = SEARCHED_COLUMNS.map((column) => (row as unknown as Record<string, unknown>)[column]);
  return [
    row.name,
    row.make,
    row.city,
    row.state,
    row.zip_code,
    countryRelation(row.country_id)?.name,
    seller.sellercompany_name,
    ...extra.filter(
      (value): value is string | number => typeof value === 'string' || typeof value === 'number',
    ),
  ];
}

/** A row as the server answers it: with its country relation and the seller columns. */
const present = <R extends MachineListing>(row: R) => ({
  ...row,
  country: countryRelation(row.country_id),
  ...sellerFields(row.sellerid),
});

/** Public machines of the purpose in `type` (all purposes without it), narrowed by the search words. */
function publicMachines<R extends MachineListing>(table: Table<R>, url: URL) {
  const type = url.searchParams.get('type');
  const keyword = url.searchParams.get('keyword');
  return table
    .where((row) => isPublic(row) && (!type || row.type === type))
    .filter((row) => matchesKeyword(keyword, searchFields(row)))
    .map(present);
}

function listRoute<R extends MachineListing>(path: string, table: Table<R>, field: string) {
  return get(path, (context) => json(context, { [field]: publicMachines(table, context.url) }));
}

/**
 * A public machine and the nearest others of the same purpose (by `distance`), or `null` and no
 * similar machines when the id is unknown or the machine is not approved.
 */
function detailsRoute<R extends MachineListing>(
  path: string,
  table: Table<R>,
  field: string,
  distance: (machine: R, other: R, context: RouteContext) => number,
) {
  return get(path, (context) => {
    const machine = table.find(context.url.searchParams.get('id'));
    if (!machine || !isPublic(machine)) return json(context, { [field]: null, similar_machines: [] });
    const similar = table
      .where((other) => isPublic(other) && other.id !== machine.id && other.type === machine.type)
      .sort((a, b) => distance(machine, a, context) - distance(machine, b, context) || a.id - b.id)
      .slice(0, SIMILAR_COUNT);
    return json(context, { [field]: present(machine), similar_machines: similar.map(present) });
  });
}

/** Nearest in tonnage: the size asked for (the list card's), else the machine's own. */
const bySize = <R extends { machine_size: number }>(machine: R, other: R, context: RouteContext) =>
  Math.abs(
    other.machine_size - (Number(context.url.searchParams.get('machine_size')) || machine.machine_size),
  );

export const machineHandlers = [
  listRoute('/injection-modling-machine-list', injectionMachines, 'injection_modling_machine'),
  listRoute('/injection-molding-machine-search', injectionMachines, 'injection_modling_machine'),
  detailsRoute('/injection-modling-machine-details', injectionMachines, 'injection_modling_machine', bySize),

  listRoute('/blow-molding-machine-list', blowMoldingMachines, 'blow_modling_machine'),
  listRoute('/blow-molding-machine-search', blowMoldingMachines, 'blow_modling_machine'),
  detailsRoute('/blow-molding-machine-details', blowMoldingMachines, 'blow_modling_machine', bySize),

  listRoute('/extruder-machine-list', extruderMachines, 'extruder_machine'),
  listRoute('/extruder-machine-search', extruderMachines, 'extruder_machine'),
  detailsRoute('/extruder-machine-details', extruderMachines, 'extruder_machine', (machine, other) =>
    Math.abs(other.extrusion_capacity - machine.extrusion_capacity),
  ),

  // The search words come as `keyword`; the existing product sent them in `country`, still understood.
  get('/utility-machine-list', (context) => {
    const { searchParams } = context.url;
    if (!searchParams.get('keyword') && searchParams.get('country')) {
      searchParams.set('keyword', searchParams.get('country') ?? '');
    }
    return json(context, { utility_machines: publicMachines(utilityMachines, context.url) });
  }),
  // Ours (the spec shows none): utility details, answered like the auxiliary ones under a key of their own.
  detailsRoute('/utility-machine-details', utilityMachines, 'utility_machine', (machine, other) =>
    other.name === machine.name ? 0 : 1,
  ),
  listRoute('/auxiliary-machine-list', auxiliaryMachines, 'auxiliary_machines'),
  // The server answers auxiliary details under the injection machine's key; the same kind comes first.
  detailsRoute(
    '/auxiliary-machine-details',
    auxiliaryMachines,
    'injection_modling_machine',
    (machine, other) => (other.name === machine.name ? 0 : 1),
  ),
];
