import { connectBannersRequest } from '@plastihub/api-client/early';
import type { EarlyRequests } from '../../shared/routing/earlyRequests';

/** The home page's banners as it opens (its preload's request, home.data.ts). */
export const homeEarlyRequests: EarlyRequests = {
  home: () => [connectBannersRequest()],
};
