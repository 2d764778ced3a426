import * as v from 'valibot';
import { id, text } from '../core/schema';

/**
 * The seller columns the server joins onto a listing (machines, tool rooms, financial institutions),
 * read into one `seller` object so the screens' seller block and contact reveal share a type.
 */
export const sellerEntries = {
  sellerid: v.nullish(id(), null),
  sellername: text(),
  sellercompany_name: text(),
  sellermobile: text(),
  selleremail: text(),
};

export interface ListingSeller {
  /** The chat counterpart; null when the server leaves it out. */
  id: number | null;
  name: string;
  companyName: string;
  mobile: string;
  email: string;
}

type SellerColumns = v.InferOutput<v.ObjectSchema<typeof sellerEntries, undefined>>;

export const toListingSeller = (raw: SellerColumns): ListingSeller => ({
  id: raw.sellerid,
  name: raw.sellername,
  companyName: raw.sellercompany_name,
  mobile: raw.sellermobile,
  email: raw.selleremail,
});
