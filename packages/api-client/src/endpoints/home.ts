import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { list, text } from '../core/schema';

const bannerSchema = v.object({ image: text() });
export type Banner = v.InferOutput<typeof bannerSchema>;

const bannersResponse = v.object({ banners: list(bannerSchema) });

/** Public (no session needed), so a page may ask for it before the app's code has loaded. */
export const CONNECT_BANNERS_PATH = '/connect-banners';

/** GET /connect-banners: the home page carousel. */
export async function getConnectBanners(options?: CallOptions): Promise<Banner[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: CONNECT_BANNERS_PATH,
    schema: bannersResponse,
    options,
  });
  return body.banners;
}
