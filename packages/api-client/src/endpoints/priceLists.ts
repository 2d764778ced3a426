import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { list, optionalNumber, text } from '../core/schema';

const rateListSchema = v.pipe(
  v.object({
    id: optionalNumber(),
    name: text(),
    list: text(),
    brand_id: optionalNumber(),
    brand: v.nullish(v.object({ name: text(), image: text() }), null),
  }),
  v.transform((raw) => ({
    id: raw.id,
    name: raw.name,
    /** The downloadable file (PDF or CSV). */
    fileUrl: raw.list,
    brandId: raw.brand_id,
    brandName: raw.brand?.name ?? '',
    brandImage: raw.brand?.image ?? '',
  })),
);
/** A downloadable price (rate) list of one material brand. */
export type RateList = v.InferOutput<typeof rateListSchema>;

/** GET /rate-list: every brand's rate lists; the screen's brand dropdown (default All) filters them. */
export async function getRateLists(options?: CallOptions): Promise<RateList[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/rate-list',
    schema: v.object({ ratelist: list(rateListSchema) }),
    options,
  });
  return body.ratelist;
}
