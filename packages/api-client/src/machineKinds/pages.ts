/**
 * Each machine kind's name, title and pages in the app, in the menus' order: all the app's first page needs of the
 * kinds (its route table), apart from the kinds' modules (injection.ts and the others), which take their name,
 * title and pages from here and say the rest. `@plastihub/api-client/machineKindPages`.
 */

export interface MachineKindPages {
  /** The server's spelling: the pages' titles, the fixed name of a seller's machine, the chats' listing type. */
  title: string;
  /** Its public pages: the list (`?machine_type=rent|sell`) and a machine's details. */
  pages: { list: string; details: string };
  /** A seller's pages, for a kind sellers list themselves (its module has a `seller` part then). */
  sellerPages?: { add: string; mine: string; myDetails: string; edit: string };
}

export const machineKindPages = {
  injection: {
    title: 'Injection Molding Machine',
    pages: { list: '/injection-machine', details: '/injection-machine-details' },
    sellerPages: {
      add: '/injection-molding-machine-add',
      mine: '/injection-molding-machine-view',
      myDetails: '/my-injection-molding-machine-details',
      edit: '/injection-molding-machine-edit',
    },
  },
  blowMolding: {
    title: 'Blow Molding Machine',
    pages: { list: '/blow-molding-machine', details: '/blow-molding-machine-details' },
    sellerPages: {
      add: '/blow-molding-machine-add',
      mine: '/my-blow-molding-machine-view',
      myDetails: '/my-blow-molding-machine-details',
      edit: '/blow-molding-machine-edit',
    },
  },
  extruder: {
    title: 'Extruder Machine',
    pages: { list: '/extruder-machine', details: '/extruder-machine-details' },
    sellerPages: {
      add: '/extruder-machine-add',
      mine: '/my-extruder-machine-view',
      myDetails: '/my-extruder-machine-details',
      edit: '/extruder-machine-edit',
    },
  },
  utility: {
    title: 'Utility Machine',
    pages: { list: '/utility-machine', details: '/utility-machine-details' },
  },
  auxiliary: {
    title: 'Auxiliary Machine',
    pages: { list: '/auxiliary-machine', details: '/auxiliary-machine-details' },
  },
} as const satisfies Record<string, MachineKindPages>;

type Pages = typeof machineKindPages;
export type MachineKindName = keyof Pages;
/** The kinds sellers list themselves (those with seller pages). */
export type SellerMachineKindName = {
  [K in MachineKindName]: Pages[K] extends { sellerPages: object } ? K : never;
}[MachineKindName];

/** A kind's name, title and pages. */
export type MachineKindPagesOf<K extends MachineKindName = MachineKindName> = { name: K } & Pages[K];

/** A kind's entry with its name: what its module spreads first. */
export const pagesOfKind = <K extends MachineKindName>(name: K): MachineKindPagesOf<K> => ({
  name,
  ...machineKindPages[name],
});

/** The kinds' titles: the server's spellings. */
export type MachineKindTitle = Pages[MachineKindName]['title'];

/** The kinds' names, titles and pages, in the menus' order. */
export const machineKindPageList: readonly (MachineKindPages & {
  name: MachineKindName;
  title: MachineKindTitle;
})[] = (Object.keys(machineKindPages) as MachineKindName[]).map(pagesOfKind);

export const isMachineKindName = (value: string | null | undefined): value is MachineKindName =>
  machineKindPageList.some((kind) => kind.name === value);

export const isSellerMachineKindName = (value: string): value is SellerMachineKindName =>
  machineKindPageList.some((kind) => kind.name === value && kind.sellerPages !== undefined);

/** A kind's pages in the app: its list and details, and a seller's four where sellers list it. */
export const pagesOf = (kind: MachineKindPages): string[] => [
  kind.pages.list,
  kind.pages.details,
  ...Object.values(kind.sellerPages ?? {}),
];
