import express, { type Express, type RequestHandler } from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { fileURLToPath } from 'node:url';
import { handlers } from '../src/handlers';

const assets = fileURLToPath(new URL('../assets', import.meta.url));

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a page on `origin` may call the mock API: pages served from this machine (localhost,
 * 127.0.0.1 or [::1], any port, http or https) only. The mock signs anyone in with the demo
 * password, so a page from anywhere else must not be able to read its answers.
 */
export function isLocalOrigin(origin: string | undefined): boolean {
  if (!origin) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/**
 * CORS for local pages only: their origin is echoed back. A request from any other origin is refused
 * (403, no CORS headers), so another site can neither read the answers nor make the mock change its data.
 * Requests without an Origin (curl, the same page's own GETs) pass.
 */
const localCors: RequestHandler = (request, response, next) => {
  response.setHeader('Vary', 'Origin');
  const origin = request.headers.origin;
  if (origin !== undefined && !isLocalOrigin(origin)) {
    response.status(403).json({ message: 'Forbidden origin' });
    return;
  }
  if (origin !== undefined) {
    response.setHeader('Access-Control-Allow-Origin', origin);
    response.setHeader(
      'Access-Control-Allow-Headers',
      'Authorization, Content-Type, Accept, Idempotency-Key',
    );
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
  }
  if (request.method === 'OPTIONS') {
    response.sendStatus(204);
    return;
  }
  next();
};

/** The demo backend over real HTTP: the MSW handlers under /api, the seed images under /demo-images. */
export function createMockServer(): Express {
  const app = express();
  app.use(localCors);
  app.use('/demo-images', express.static(assets, { maxAge: '1h' }));
  app.use(createMiddleware(...handlers));
  app.use((_request, response) => {
    response.status(404).json({ message: 'Not Found' });
  });
  return app;
}
