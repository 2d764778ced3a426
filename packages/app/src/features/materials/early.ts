import { materialsRequest } from '@plastihub/api-client/early';
import type { EarlyRequests } from '../../shared/routing/earlyRequests';
import { materialsFirstPageAt } from './materialsQuery';

/** The materials list opens with its first page (its route's preload, materials.data.ts). */
export const materialEarlyRequests: EarlyRequests = {
  materials: (search) => {
    const query = materialsFirstPageAt(search);
    return query ? [materialsRequest(query)] : [];
  },
};
