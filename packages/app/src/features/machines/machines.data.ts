import {
  isNotFound,
  machineCalls,
  machinePurposes,
  machineKindsByName,
  type CallOptions,
  type MachineDetails,
  type MachineKindEndpoints,
  type MachinePurpose,
} from '@plastihub/api-client';
import { callOf, defineResource, type ResourceCall } from '../../shared/data/definitions';
import { aText, exactly, oneOf } from '../../shared/data/paramShapes';
import { savedSearchList } from '../../shared/buyerTools/savedSearchLists';
import { machineKinds, type MachineKindName } from './machineKinds';
import { machinePageQueryAt, type MachinePageQuery } from './machineQuery';

export const isMachinePurpose = (value: string | null): value is MachinePurpose =>
  machinePurposes.some((purpose) => purpose === value);

export interface MachineListQuery {
  kind: MachineKindName;
  purpose: MachinePurpose;
  /** The search words; empty for the whole list. */
  keyword: string;
}

/**
 * Whether a list row can be shown: the existing product showed rows without data as blank cards. An extruder
 * without capacities is shown (they read "Not stated"): a seller may list one so, and buyers must see it.
 */
const hasData = (machine: { name: string; seller: { companyName: string } }) =>
  Boolean(machine.name || machine.seller.companyName);

/**
 * The machines of one kind for the chosen purpose, narrowed by the search words. Typed loosely: each kind's
 * machines are read by that kind's cards (machineKinds.ts), which the screen pairs with the same kind.
 */
export const machineList = defineResource(
  'machines.list',
  async ({ kind, purpose, keyword }: MachineListQuery, options): Promise<readonly unknown[]> => {
    const machines = await machineCalls[kind].list({ type: purpose, keyword }, options);
    return kind === 'extruder' ? machines.filter(hasData) : machines;
  },
);
savedSearchList(
  machineList,
  exactly<MachineListQuery>({
    kind: oneOf(machineKinds.map(({ name }) => name)),
    purpose: oneOf(machinePurposes),
    keyword: aText,
  }),
);

export type { MachinePageQuery };

/**
 * A machine's details. A kind whose details call the spec does not show (utility machines) may meet a server
 * without it (404): the machine is then read from the list calls of both purposes, with the others of its purpose
 * as similar machines.
 */
async function detailsOf(
  { kind, id, size }: MachinePageQuery,
  options?: CallOptions,
): Promise<MachineDetails<unknown> | null> {
  const calls = machineCalls[kind];
  try {
    return await calls.details({ id, size }, options);
  } catch (error) {
    const endpoints: MachineKindEndpoints = machineKindsByName[kind].endpoints;
    if (!endpoints.assumedDetails || !isNotFound(error)) throw error;
  }
  for (const type of machinePurposes) {
    const machines: readonly { id: number | null }[] = await calls.list({ type }, options);
    const machine = machines.find((each) => each.id === id);
    if (machine) return { machine, similar: machines.filter((each) => each !== machine).slice(0, 4) };
  }
  return null;
}

/** A machine with the "Similar Machine" grid, as the listing kit's detail page takes it. */
export const machinePage = defineResource(
  'machines.page',
  async (query: MachinePageQuery, options): Promise<{ record: unknown; similar: readonly unknown[] }> => {
    const page = await detailsOf(query, options);
    return { record: page?.machine ?? null, similar: page?.similar ?? [] };
  },
);

/** What a machine's page asks for as its route matches: the machine its URL names (machineQuery.ts). */
export function machinePagePreload(kind: MachineKindName, search: string): ResourceCall[] {
  const query = machinePageQueryAt(kind, search);
  return query ? [callOf(machinePage, query)] : [];
}
