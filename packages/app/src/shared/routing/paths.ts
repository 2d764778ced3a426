import {
  isSellerMachineKindName,
  machineKindPageList,
  type MachineKindName,
  type SellerMachineKindName,
} from '@plastihub/api-client/machineKindPages';
import { pagePaths } from './pagePaths';

/** A machine kind's public pages' route names: `injectionMachines`, `injectionMachineDetails`. */
export const machinePathNames = <K extends MachineKindName>(name: K) => ({
  list: `${name}Machines` as const,
  details: `${name}MachineDetails` as const,
});

/** A seller's pages of a kind they list: `injectionMachineAdd`, `myInjectionMachines`... */
export const sellerMachinePathNames = <K extends SellerMachineKindName>(name: K) => {
  const capitalized = (name.charAt(0).toUpperCase() + name.slice(1)) as Capitalize<K>;
  return {
    add: `${name}MachineAdd` as const,
    mine: `my${capitalized}Machines` as const,
    myDetails: `my${capitalized}MachineDetails` as const,
    edit: `${name}MachineEdit` as const,
  };
};

type ValueOf<T> = T[keyof T];
type MachinePathName =
  | ValueOf<ReturnType<typeof machinePathNames<MachineKindName>>>
  | ValueOf<ReturnType<typeof sellerMachinePathNames<SellerMachineKindName>>>;

/** Each machine kind's pages (the api-client's machineKindPages). */
const machinePaths = Object.fromEntries(
  machineKindPageList.flatMap((kind) => {
    const names = machinePathNames(kind.name);
    const own: [string, string][] = [
      [names.list, kind.pages.list],
      [names.details, kind.pages.details],
    ];
    if (!kind.sellerPages || !isSellerMachineKindName(kind.name)) return own;
    const seller = sellerMachinePathNames(kind.name);
    return [
      ...own,
      [seller.add, kind.sellerPages.add],
      [seller.mine, kind.sellerPages.mine],
      [seller.myDetails, kind.sellerPages.myDetails],
      [seller.edit, kind.sellerPages.edit],
    ];
  }),
) as Record<MachinePathName, string>;

/** Every path of the app: the spec's pages, and each machine kind's from its module. */
export const paths = { ...pagePaths, ...machinePaths } as const;

export type PathName = keyof typeof paths;

/**
 * Builds a link: fills `:params` and appends the query (the URL carries selections so pages can be shared;
 * browser storage is only the fallback).
 */
export function href(
  name: PathName,
  options: {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | undefined>;
  } = {},
): string {
  let path: string = paths[name];
  for (const [key, value] of Object.entries(options.params ?? {})) {
    path = path.replace(`:${key}`, encodeURIComponent(String(value)));
  }
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Only a path on the app's own origin may be a post-login destination. It is resolved the way the browser
 * would resolve it (so "/\\evil.example", "/\t/evil.example" and "//evil.example" all leave the origin and are
 * refused) and followed only when it stays; what is returned is the resolved path, query and hash.
 */
export function safeNextPath(
  next: string | null | undefined,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): string | null {
  if (!next || !next.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
