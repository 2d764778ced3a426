/**
 * The demo backend over real HTTP: the same MSW handlers the browser demo and the tests use,
 * on http://localhost:PORT/api (CORS for pages on this machine only, images under /demo-images).
 * Build the app against it with VITE_API_BASE_URL=http://localhost:PORT/api. MOCK_LISTINGS=600 makes every
 * trade type and machine list 600 listings long (seed/longLists.ts).
 */
import { createMockServer } from './app';
import { parseListingCount, setListingsPerList } from '../src/seed/longLists';

const port = Number(process.env.MOCK_SERVER_PORT ?? 4010);
// MOCK_LISTINGS=600: every trade type and machine list holds 600 listings (issue 56's bench).
setListingsPerList(parseListingCount(process.env.MOCK_LISTINGS));

createMockServer().listen(port, '127.0.0.1', () => {
  console.log(`PlastiHub mock API on http://localhost:${port}/api`);
});
