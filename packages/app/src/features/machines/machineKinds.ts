import { machineKindTitles, type ChatListingType, type MachineKind } from '@plastihub/api-client';
import type { PathName } from '../../shared/routing/paths';

/**
 * Every machine kind, one record each: its name, its title (the pages' titles, the chat's listing type) and the
 * routes of its pages. The routes are built from these records (index.ts); what a kind shows and asks is keyed by
 * its name: its cards and detail rows (machineListings.ts), its calls (the api-client's `machineKindEndpoints`) and, for
 * the kinds sellers list, its form (seller/sellerMachineKinds.ts). docs/recipes.md, "Add a listing kind".
 *
 * This file is part of the first page's script (the route table): only names and titles belong here.
 */
export interface MachineKindRecord<N extends string = string> {
  name: N;
  /** The server's spelling: it is the listing type of the kind's chats too. */
  title: ChatListingType;
  /** Its public pages: the list (`?machine_type=rent|sell`) and a machine's details. */
  routes: { list: PathName; details: PathName };
  /** A seller's pages, for the kinds sellers list themselves. */
  sellerRoutes?: { add: PathName; mine: PathName; myDetails: PathName; edit: PathName };
}

export const machineKinds = [
  {
    name: 'injection',
    title: machineKindTitles.injection,
    routes: { list: 'injectionMachines', details: 'injectionMachineDetails' },
    sellerRoutes: {
      add: 'injectionMachineAdd',
      mine: 'myInjectionMachines',
      myDetails: 'myInjectionMachineDetails',
      edit: 'injectionMachineEdit',
    },
  },
  {
    name: 'blowMolding',
    title: machineKindTitles.blowMolding,
    routes: { list: 'blowMoldingMachines', details: 'blowMoldingMachineDetails' },
    sellerRoutes: {
      add: 'blowMoldingMachineAdd',
      mine: 'myBlowMoldingMachines',
      myDetails: 'myBlowMoldingMachineDetails',
      edit: 'blowMoldingMachineEdit',
    },
  },
  {
    name: 'extruder',
    title: machineKindTitles.extruder,
    routes: { list: 'extruderMachines', details: 'extruderMachineDetails' },
    sellerRoutes: {
      add: 'extruderMachineAdd',
      mine: 'myExtruderMachines',
      myDetails: 'myExtruderMachineDetails',
      edit: 'extruderMachineEdit',
    },
  },
  {
    name: 'utility',
    title: machineKindTitles.utility,
    routes: { list: 'utilityMachines', details: 'utilityMachineDetails' },
  },
  {
    name: 'auxiliary',
    title: machineKindTitles.auxiliary,
    routes: { list: 'auxiliaryMachines', details: 'auxiliaryMachineDetails' },
  },
] as const satisfies readonly MachineKindRecord<MachineKind>[];

export type MachineKindName = (typeof machineKinds)[number]['name'];
/** The kinds sellers list (they have seller routes). */
export type SellerMachineKindName = Extract<(typeof machineKinds)[number], { sellerRoutes: object }>['name'];
