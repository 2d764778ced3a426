import {
  CONNECT_BANNERS_PATH,
  getConnectBanners,
  type Banner,
  type CallOptions,
} from '@plastihub/api-client';

/**
 * The home page's banners. The route asks for them as soon as it matches, so the request runs while
 * the screen's chunk downloads; the screen then joins that request instead of starting its own.
 * Being public, they are also an early request of the page (index.html asks for them while the app loads).
 */
export const homeBanners = {
  key: 'home.banners',
  load: (_params: undefined, options?: CallOptions): Promise<Banner[]> => getConnectBanners(options),
  params: undefined,
  earlyPath: CONNECT_BANNERS_PATH,
};
