import type { Table } from '../db/table';
import { get, json, type RouteContext } from '../http';
import { countryRelation } from '../seed/lookups';
import {
  machineKinds,
  type MachineKindEndpoints,
  type MachineKindName,
} from '@plastihub/api-client/machineKinds';
import { machineSeeds, type ApprovalStatus, type ListingPurpose } from '../seed/machines';
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
function publicMachines(table: Table<MachineListing>, url: URL) {
  const type = url.searchParams.get('type');
  const keyword = url.searchParams.get('keyword');
  return table
    .where((row) => isPublic(row) && (!type || row.type === type))
    .filter((row) => matchesKeyword(keyword, searchFields(row)))
    .map(present);
}

type SimilarBy = (typeof machineSeeds)[MachineKindName]['similarBy'];
type SizedRow = MachineListing & { machine_size?: unknown; extrusion_capacity?: unknown };

/** How far another machine is from this one, for the "Similar Machine" grid (smaller is nearer). */
function distance(similarBy: SimilarBy, machine: SizedRow, other: SizedRow, context: RouteContext): number {
  switch (similarBy) {
    case 'tonnage':
      return Math.abs(
        Number(other.machine_size) -
          (Number(context.url.searchParams.get('machine_size')) || Number(machine.machine_size)),
      );
    case 'extrusionCapacity':
      return Math.abs(Number(other.extrusion_capacity) - Number(machine.extrusion_capacity));
    case 'name':
      return other.name === machine.name ? 0 : 1;
  }
}

/** A kind's list and search (the search words in `keyword`, or in the record's other name for them). */
function listRoute(path: string, table: Table<MachineListing>, field: string, keywordAlsoAs?: string) {
  return get(path, (context) => {
    const { searchParams } = context.url;
    if (keywordAlsoAs && !searchParams.get('keyword') && searchParams.get(keywordAlsoAs)) {
      searchParams.set('keyword', searchParams.get(keywordAlsoAs) ?? '');
    }
    return json(context, { [field]: publicMachines(table, context.url) });
  });
}

/**
 * A public machine and the nearest others of the same purpose, or `null` and no similar machines when the id is
 * unknown or the machine is not approved.
 */
function detailsRoute(path: string, table: Table<MachineListing>, field: string, similarBy: SimilarBy) {
  return get(path, (context) => {
    const machine = table.find(context.url.searchParams.get('id'));
    if (!machine || !isPublic(machine)) return json(context, { [field]: null, similar_machines: [] });
    const similar = table
      .where((other) => isPublic(other) && other.id !== machine.id && other.type === machine.type)
      .sort(
        (a, b) =>
          distance(similarBy, machine, a, context) - distance(similarBy, machine, b, context) || a.id - b.id,
      )
      .slice(0, SIMILAR_COUNT);
    return json(context, { [field]: present(machine), similar_machines: similar.map(present) });
  });
}

/** Every kind's calls, where its module sends them, answered from the kind's seeded rows. */
export const machineHandlers = machineKinds.flatMap((kind) => {
  const endpoints: MachineKindEndpoints = kind.endpoints;
  const { table, similarBy } = machineSeeds[kind.name];
  const rows = table as unknown as Table<MachineListing>;
  return [
    listRoute(endpoints.list, rows, endpoints.field, endpoints.keywordAlsoAs),
    ...(endpoints.search ? [listRoute(endpoints.search, rows, endpoints.field)] : []),
    detailsRoute(endpoints.details, rows, endpoints.detailsField ?? endpoints.field, similarBy),
  ];
});
