import type { ReactNode } from 'react';
import type { ChatListingType } from '@plastihub/api-client';
import type { ListingCardProps, SpecRow } from '@plastihub/ui';
import { href, type PathName } from '../routing/paths';
import { selectionKeys, type SelectionName } from '../storage/selection';
import type { ListingSort } from './listingSorts';

/** What a card shows; the kit adds the link and the hand-off. */
export type ListingCardView = Pick<
  ListingCardProps,
  'title' | 'imageSrc' | 'imageAlt' | 'imageFit' | 'meta' | 'price' | 'status' | 'referenceId'
>;

export type Selections = Partial<Record<SelectionName, string>>;

export interface ListingContact {
  name: string;
  mobile: string;
  email: string;
}

/**
 * One kind of listing (trade product, injection moulding machine, tool room...) as configuration: how a
 * result becomes a card and where it leads, and how a record fills the detail screen. The list, detail and
 * similar-listing compositions are shared; a new kind is a new object, not a new screen.
 */
export interface ListingCards<Item> {
  /** The detail route and the choices handed to it (URL query and browser storage). */
  detailPath: PathName;
  /** Where an item leads when kinds of item lead to different screens (a manpower category's section). */
  pathOf?: (item: Item) => PathName;
  selectionOf: (item: Item) => Selections;
  /** The detail path's `:params` (`/qa/:id`), where the spec puts the choice in the path. */
  pathParamsOf?: (item: Item) => Record<string, string | number>;
  card: (item: Item) => ListingCardView;
  /** False for a kind whose listings never have a picture (jobs): cards and skeletons without a picture frame. */
  pictures?: boolean;
  /**
   * A buyer's listings (not a seller's own): their cards and details pages have Save, the details pages Share,
   * and My Shortlist and the recently viewed list group them under this name ("Trade Product").
   */
  savedAs?: string;
  /** The orders its lists offer besides the server's (Sort by), from what its data holds. */
  sorts?: readonly ListingSort<Item>[];
}

export interface ListingKind<Item, Details> extends ListingCards<Item> {
  /** The listing type the server knows it by (chat's `type`), e.g. "Trade Product". */
  type: string;
  detail: {
    title: (record: Details) => string;
    /** Its pictures, for the carousel; a kind without pictures (a job) has no carousel. */
    images?: (record: Details) => readonly string[];
    rows: (record: Details) => readonly SpecRow[];
    contact?: (record: Details) => ListingContact;
    /** Who lists it ("Seller", "Company"...), a small table under the contact; empty values are left out. */
    about?: (record: Details) => ReadonlyArray<{ label: string; value: string }>;
    /** Names that table; "Listed by" by default. */
    aboutLabel?: string;
    description?: (record: Details) => string;
    /** The heading of the description: "Description", or "About Me" for a person. */
    descriptionHeading?: string;
    /** The contact reveal's button: "View Contact Info", or "View Contact Details" for a person. */
    contactLabel?: string;
    /** What one can do with the listing, beside its contact (a job's Apply For Job). */
    actions?: (record: Details) => ReactNode;
    /** What this kind shows besides (a tool room's machines), after the description. */
    more?: (record: Details) => ReactNode;
    /** "Similar Products": the heading of the similar listings; a kind without them leaves it out. */
    similarHeading?: string;
    /** A Chat button and panel with the seller: the listing type chat sends, and who and what the chat is about. */
    chat?: {
      listingType: ChatListingType;
      with: (record: Details) => { partnerId: number | null; partnerName: string; listingId: number };
    };
  };
}

export const defineListingKind = <Item, Details>(kind: ListingKind<Item, Details>) => kind;

/** The link an item of a list leads to, with its selections in the query. */
export const itemHref = <Item>(kind: ListingCards<Item>, item: Item): string =>
  detailHref(kind.pathOf?.(item) ?? kind.detailPath, kind.selectionOf(item), kind.pathParamsOf?.(item));

/** The link to a listing's detail screen, carrying its selections in the query so it can be shared. */
export function detailHref(
  path: PathName,
  selections: Selections,
  params?: Record<string, string | number>,
): string {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(selections)) {
    if (value !== undefined) query[selectionKeys[name as SelectionName].key] = value;
  }
  return href(path, { query, params });
}
