/**
 * The demo backend over real HTTP: the same MSW handlers the browser demo and the tests use,
 * on http://localhost:PORT/api (CORS for pages on this machine only, images under /demo-images).
 * Build the app against it with VITE_API_BASE_URL=http://localhost:PORT/api.
 */
import { createMockServer } from './app';

const port = Number(process.env.MOCK_SERVER_PORT ?? 4010);

createMockServer().listen(port, '127.0.0.1', () => {
  console.log(`PlastiHub mock API on http://localhost:${port}/api`);
});
