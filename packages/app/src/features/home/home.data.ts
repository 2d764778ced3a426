import { getConnectBanners } from '@plastihub/api-client';
import { defineResource } from '../../shared/data/definitions';

/**
 * The home page's banners. The route asks for them as soon as it matches, so the request runs while
 * the screen's chunk downloads; the screen then joins that request instead of starting its own.
 */
export const homeBanners = defineResource('home.banners', (_params: null, options) =>
  getConnectBanners(options),
);
