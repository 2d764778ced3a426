/**
 * What one machine kind is, as data: the app's pages, the api-client's calls and the mock backend all read a
 * kind's module (injection.ts and the others), which takes its name, title and pages from pages.ts (all the app's
 * first page holds of the kinds). Data only (no axios, no schema). docs/recipes.md, "Add a listing kind".
 */

import type { MachineKindPages } from './pages.ts';

/** When the server requires a field of a seller's machine form. */
export type SellerFieldRequirement = 'always' | 'onAdd' | 'onUpdate';

/** One value a kind's machines have beyond what every machine has (make, year, place, pictures, seller). */
export interface MachineSpec {
  /** Its column in the server's rows. */
  column: string;
  /** The column to read when `column` is empty (some injection rows carry the shot as `shot_wt`). */
  orColumn?: string;
  type: 'number' | 'text';
  /** How buyers read it, on the card and in the details rows. */
  label: string;
  /** Said after a number: "Ton", "Hours/Month". */
  unit?: string;
  /** A value sellers may leave out: buyers read that it was not stated rather than see nothing. */
  notStated?: true;
}

/** A row of the details table: one spec, two as "L x W" in one unit, a price range, or a row every machine has. */
export type MachineRow<Key extends string> =
  | Key
  | 'make'
  | 'mfgYear'
  | 'address'
  | { label: string; pair: readonly [Key, Key]; unit: string }
  | { label: string; priceRange: readonly [Key, Key] };

/** A sort of the list beyond "Newest first" (and, for a kind with a price, the price's two). */
export interface MachineSort<Key extends string> {
  /** Its value in the URL (`?sort=size-small`). */
  value: string;
  label: string;
  by: Key;
  order: 'ascending' | 'descending';
}

/** What buyers see of a kind: its search's hint, its cards, its details rows and its sorts. */
export interface MachineKindListing<Key extends string> {
  searchPlaceholder: string;
  /** The card's title: the seller's company (the machine's title without one), or the machine's name. */
  cardTitle: 'company' | 'name';
  /** The card's facts, after the place. */
  card: readonly Key[];
  /** The card's price, from then to. */
  price?: readonly [Key, Key];
  rows: readonly MachineRow<Key>[];
  /** Rows without data are left out (but for the "Not stated" ones). */
  dropEmptyRows?: true;
  sorts: readonly MachineSort<Key>[];
  /** The spec the list hands to the details call as the machine's size (see `endpoints.size`). */
  sizeFrom?: Key;
}

/** One machine kind's public calls (document 2): where they go and what the answers call the machines. */
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
  /** The spec's rows of this kind list no id: a machine without one is shown, but cannot be chatted about. */
  idMayBeMissing?: true;
}

/** One of a kind's own fields on the seller's form, as the server takes it and the form shows it. */
export interface SellerMachineSpec {
  /** Its name in the form post and the seller's rows. */
  column: string;
  /** A number, or one of the values of the kind's dropdown of the same name. */
  input: 'number' | 'choice';
  required?: SellerFieldRequirement;
  /** Not on the spec's form: the form does not show it, and an update that leaves it out keeps the stored value. */
  keptWhenLeftOut?: true;
  label: string;
  unit?: string;
  /** The unit as a screen reader says it ("millimetres" for "mm"). */
  unitLabel?: string;
  /** How its messages name it, where that is not its label in sentence case ("Machine size"). */
  messageName?: string;
  /** The smallest number it takes (0 unless given). */
  min?: number;
}

/** The fields every seller machine form has whose requirement differs between kinds. */
export type SellerSharedField = 'name' | 'description' | 'spare_capacity' | 'raw_material_feed' | 'image1';

/** A kind sellers list themselves (document 3): its calls and its form's own fields (its pages are in pages.ts). */
export interface SellerMachineKindDefinition<Key extends string> {
  paths: { dropdown: string; add: string; update: string; mine: string; details: string; remove: string };
  /** The key of the machines in the seller's list answer. */
  listField: string;
  /** The key of the machine in the details answer. */
  detailsField: string;
  /** The kind's own fields by the form's keys, in the form's order (the raw material feed comes after them). */
  fields: Readonly<Record<Key, SellerMachineSpec>>;
  /** The shared fields the server requires of this kind (spare capacity and the feed are always checked). */
  requires?: Readonly<Partial<Record<SellerSharedField, SellerFieldRequirement>>>;
  /** The rows of the seller's details table, before the shared ones. */
  rows: readonly (Key | { label: string; pair: readonly [Key, Key]; unit: string })[];
  /** The kind's facts on a grid card, after the place and the spare capacity. */
  card: readonly { spec: Key; label?: string }[];
}

/** A machine kind: its name, title and pages once, its calls, and what buyers and sellers see of it. */
export interface MachineKindDefinition<
  Name extends string = string,
  Key extends string = string,
  SellerKey extends string = string,
  Title extends string = string,
> extends MachineKindPages {
  /** The key the app, the calls and the mock backend know it by (`injection`); its route names derive from it. */
  name: Name;
  /** The server's spelling (from pages.ts, with its pages). */
  title: Title;
  endpoints: MachineKindEndpoints;
  /** Its own values, by the api-client's names for them, in the server's columns. */
  specs: Readonly<Record<Key, MachineSpec>>;
  listing: MachineKindListing<Key>;
  /** For a kind sellers list themselves. */
  seller?: SellerMachineKindDefinition<SellerKey>;
}

/** What a kind's module may name in its rows, cards and sorts: its own specs and fields only. */
type OwnNames<K extends MachineKindDefinition> = {
  listing: MachineKindListing<keyof K['specs'] & string>;
  seller?: K['seller'] extends SellerMachineKindDefinition<infer SellerKey>
    ? Pick<SellerMachineKindDefinition<SellerKey>, 'rows' | 'card'>
    : undefined;
};

/**
 * A kind's module, typed: its rows, cards and sorts may name only its own specs and fields. Keeps the module's
 * literal types (its name, title, each spec's type), so the registry's union of kinds is discriminated by `name`
 * and a machine of a kind has exactly its kind's values (`MachineOf`).
 */
export const defineMachineKind = <const K extends MachineKindDefinition>(kind: K & OwnNames<K>): K => kind;
