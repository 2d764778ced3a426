import { auxiliary } from './auxiliary.ts';
import { blowMolding } from './blowMolding.ts';
import { extruder } from './extruder.ts';
import { injection } from './injection.ts';
import type { MachineKindDefinition } from './machineKind.ts';
import type { MachineKindName, SellerMachineKindName, machineKindPages } from './pages.ts';
import { utility } from './utility.ts';

export * from './machineKind.ts';
export * from './pages.ts';

/** A kind's module has a `seller` part exactly when pages.ts gives it seller pages. */
type KindModules = {
  [K in MachineKindName]: MachineKindDefinition<K> &
    ((typeof machineKindPages)[K] extends { sellerPages: object }
      ? { seller: object }
      : { seller?: undefined });
};

/**
 * Every machine kind's module, by its name, in the menus' order (pages.ts has their names, titles and pages). The
 * api-client's calls, the app's cards, rows and forms and the mock backend's routes are built from this record.
 * `@plastihub/api-client/machineKinds` loads no axios and no schema.
 */
export const machineKindsByName = {
  injection,
  blowMolding,
  extruder,
  utility,
  auxiliary,
} satisfies KindModules;

type Kinds = typeof machineKindsByName;
/** One kind's module, by its name, with its literal types. */
export type MachineKindNamed<K extends MachineKindName> = Kinds[K];
/** A kind sellers do not list says so (`seller` undefined), so the union can be asked whether they do. */
type SaysWhetherSold<K> = K extends { seller: object } ? K : K & { seller?: undefined };
/** The kinds' modules, a union discriminated by `name`. */
export type MachineKindModule = SaysWhetherSold<Kinds[MachineKindName]>;

export const machineKinds: readonly MachineKindModule[] = Object.values(machineKindsByName);

/** A record with one entry per kind, each from the kind's module. */
export function byMachineKind<T>(entry: (kind: MachineKindModule) => T): Record<MachineKindName, T> {
  return Object.fromEntries(machineKinds.map((kind) => [kind.name, entry(kind)])) as Record<
    MachineKindName,
    T
  >;
}

/** The kinds sellers list, in the menus' order. */
export const sellerMachineKinds = machineKinds.filter(
  (kind): kind is Extract<MachineKindModule, { name: SellerMachineKindName }> => kind.seller !== undefined,
);

/** A record with one entry per kind sellers list, each from the kind's module. */
export function bySellerMachineKind<T>(
  entry: (kind: (typeof sellerMachineKinds)[number]) => T,
): Record<SellerMachineKindName, T> {
  return Object.fromEntries(sellerMachineKinds.map((kind) => [kind.name, entry(kind)])) as Record<
    SellerMachineKindName,
    T
  >;
}

/** A kind's own values (`machineSizeTon`), across the kinds. */
export type MachineSpecKey = { [K in MachineKindName]: keyof Kinds[K]['specs'] }[MachineKindName];
/** A seller form's own fields (`shotWeightGrams`), across the kinds sellers list. */
export type SellerMachineSpecKey = {
  [K in SellerMachineKindName]: keyof NonNullable<Kinds[K]['seller']>['fields'];
}[SellerMachineKindName];
