import type { SellerMachineKindName } from '@plastihub/api-client';
import { sellerMachineKindsByName, type SellerMachineKind } from './sellerMachines';

/** The kinds sellers list, in the menus' order (tool and die rooms come after them). */
export const sellerMachineKinds: readonly SellerMachineKind[] = Object.values(sellerMachineKindsByName);

/** A kind's form, screens' parts and calls, by its name. */
export const sellerMachineKindOf = (name: SellerMachineKindName): SellerMachineKind =>
  sellerMachineKindsByName[name];
