/**
 * The demo backend over real HTTP: the same MSW handlers the browser demo and the tests use,
 * on http://localhost:PORT/api (CORS open, images under /demo-images).
 * Build the app against it with VITE_API_BASE_URL=http://localhost:PORT/api.
 */
import express from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { fileURLToPath } from 'node:url';
import { handlers } from '../src/handlers';

const port = Number(process.env.MOCK_SERVER_PORT ?? 4010);
const assets = fileURLToPath(new URL('../assets', import.meta.url));

const app = express();
app.use((request, response, next) => {
  response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
  response.setHeader('Vary', 'Origin');
  response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
  if (request.method === 'OPTIONS') {
    response.sendStatus(204);
    return;
  }
  next();
});
app.use('/demo-images', express.static(assets, { maxAge: '1h' }));
app.use(createMiddleware(...handlers));
app.use((_request, response) => {
  response.status(404).json({ message: 'Not Found' });
});

app.listen(port, '127.0.0.1', () => {
  console.log(`PlastiHub mock API on http://localhost:${port}/api`);
});
