import { isAppPath, isRecord, isText, isTime } from './storedValues';

/**
 * A listing as the shortlist and the recently viewed list keep it: enough to show it and open it without asking
 * the server. `kind` is the screens' name for the listing kind (trade product, a machine kind, material...):
 * with `id` it tells one listing from another.
 */
export interface ListingItem {
  kind: string;
  /** The listing's id, as text. */
  id: string;
  title: string;
  /** Its details page, with the query that opens it. */
  path: string;
  picture?: string;
  /** When it was saved (or, in the recently viewed list, opened): milliseconds since 1970. */
  savedAt: number;
  /** Its details page said "Record Not Found" when last opened: the server no longer has it. */
  gone?: true;
}

/** A listing before it is kept: the time is added by the tool. */
export type ListingRef = Omit<ListingItem, 'savedAt' | 'gone'>;

export const sameListing = (a: Pick<ListingItem, 'kind' | 'id'>, b: Pick<ListingItem, 'kind' | 'id'>) =>
  a.kind === b.kind && a.id === b.id;

export function readListingItem(value: unknown): ListingItem | null {
  if (!isRecord(value)) return null;
  const { kind, id, title, path, picture, savedAt, gone } = value;
  if (!isText(kind) || !isText(id) || typeof title !== 'string' || !isAppPath(path) || !isTime(savedAt))
    return null;
  if (picture !== undefined && typeof picture !== 'string') return null;
  return {
    kind,
    id,
    title,
    path,
    savedAt,
    ...(picture === undefined ? {} : { picture }),
    ...(gone === true ? { gone } : {}),
  };
}
