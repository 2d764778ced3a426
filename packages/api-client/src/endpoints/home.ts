import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { list, text } from '../core/schema';
import { connectBannersRequest } from '../requests';

const bannerSchema = v.object({ image: text() });
export type Banner = v.InferOutput<typeof bannerSchema>;

const bannersResponse = v.object({ banners: list(bannerSchema) });

/** GET /connect-banners: the home page carousel. */
export async function getConnectBanners(options?: CallOptions): Promise<Banner[]> {
  const body = await apiClient().request({
    method: 'GET',
    ...connectBannersRequest(),
    schema: bannersResponse,
    options,
  });
  return body.banners;
}
