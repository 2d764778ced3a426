import type { GetRequest } from '@plastihub/api-client/early';
import type { PathName } from './paths';

/**
 * Per route, the GETs its page needs at once, from the page's URL: index.html starts them while the app's code
 * downloads (src/opening.ts), and the api-client takes the answers over. Each must be exactly a request the
 * page's own first calls make (its route's preload), or its answer is never used.
 */
export type EarlyRequests = Partial<Record<PathName, (search: string) => GetRequest[]>>;
