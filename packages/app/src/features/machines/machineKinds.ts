import {
  isSellerMachineKindName,
  machineKindPageList,
  type MachineKindName,
  type SellerMachineKindName,
} from '@plastihub/api-client/machineKindPages';
import type { ChatListingType } from '@plastihub/api-client';
import { machinePathNames, sellerMachinePathNames, type PathName } from '../../shared/routing/paths';

export type { MachineKindName, SellerMachineKindName };

/**
 * Every machine kind as the app's routes know it: its name, its title (the pages' titles, the chat's listing type)
 * and the route names of its pages, all from its module (the api-client's machineKinds: one module a kind, which
 * also says what its cards, rows and forms show). The routes are built from these records (index.ts).
 * docs/recipes.md, "Add a listing kind".
 *
 * This file is part of the first page's script (the route table).
 */
export interface MachineKindRecord {
  name: MachineKindName;
  /** The server's spelling: it is the listing type of the kind's chats too. */
  title: ChatListingType;
  /** Its public pages: the list (`?machine_type=rent|sell`) and a machine's details. */
  routes: { list: PathName; details: PathName };
  /** A seller's pages, for the kinds sellers list themselves. */
  seller?: {
    name: SellerMachineKindName;
    routes: { add: PathName; mine: PathName; myDetails: PathName; edit: PathName };
  };
}

/** The kinds in the menus' order. */
export const machineKinds: readonly MachineKindRecord[] = machineKindPageList.map(({ name, title }) => {
  const kind: MachineKindRecord = { name, title, routes: machinePathNames(name) };
  if (isSellerMachineKindName(name)) kind.seller = { name, routes: sellerMachinePathNames(name) };
  return kind;
});
