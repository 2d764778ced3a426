import { users } from '../db/users';

/** Query reading and seller look-up shared by the listing handlers of spec document 2. */

/** Every word of the keyword appears (case-insensitively) in one of the fields; an empty keyword matches all. */
export function matchesKeyword(
  keyword: string | null,
  fields: ReadonlyArray<string | number | null | undefined>,
): boolean {
  const words = (keyword ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = fields
    .filter((field) => field !== null && field !== undefined)
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** `a,b` or `,a,b` (the app sends some lists with a leading comma): the non-empty, trimmed entries. */
export function commaList(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The seller columns the server joins onto a listing, read from the users table at answer time. */
export function sellerFields(sellerId: number) {
  const seller = users.find(sellerId);
  return {
    sellerid: sellerId,
    sellername: seller?.name ?? null,
    sellercompany_name: seller?.company_name ?? null,
    sellermobile: seller ? `${seller.country_code} ${seller.mobile}` : null,
    selleremail: seller?.email ?? null,
  };
}

/** Listings wait for review; only approved ones are public. */
export const isPublic = (row: { approved: string }) => row.approved === 'Approved';
