import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, passthrough } from 'msw';
import { server as msw } from '../src/node';
import { createMockServer, isLocalOrigin } from './app';

describe('the mock server over HTTP', () => {
  let listening: Server;
  let base = '';

  beforeAll(async () => {
    listening = createMockServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => listening.close(resolve)));
  // The tests' MSW server answers every /api path in-process; these requests must reach the real one.
  beforeEach(() => msw.use(http.all(`${base}/*`, () => passthrough())));

  const banners = (origin?: string, method = 'GET') =>
    fetch(`${base}/api/connect-banners`, {
      method,
      headers: {
        ...(origin ? { Origin: origin } : {}),
        ...(method === 'OPTIONS'
          ? { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'idempotency-key' }
          : {}),
      },
    });

  it.each(['http://localhost:4173', 'http://127.0.0.1:5173', 'http://[::1]:8080', 'https://localhost'])(
    'answers a page on %s with its own origin, and its preflight',
    async (origin) => {
      const answer = await banners(origin);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('vary')).toMatch(/Origin/);
      const preflight = await banners(origin, 'OPTIONS');
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
      expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Idempotency-Key/i);
    },
  );

  it.each([
    'https://evil.example',
    'http://localhost.evil.example',
    'http://127.0.0.1.nip.io:4173',
    'http://192.168.1.20:4173',
    'null',
  ])('refuses a page on %s, without CORS headers', async (origin) => {
    for (const method of ['GET', 'OPTIONS']) {
      const answer = await banners(origin, method);
      expect(answer.status).toBe(403);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('answers a request without an Origin (curl, a same-origin GET), never with a wildcard', async () => {
    const answer = await banners();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('tells local origins from look-alikes', () => {
    expect(isLocalOrigin('http://localhost:4010')).toBe(true);
    expect(isLocalOrigin('http://[::1]')).toBe(true);
    expect(isLocalOrigin('ftp://localhost')).toBe(false);
    expect(isLocalOrigin('not a url')).toBe(false);
    expect(isLocalOrigin(undefined)).toBe(false);
  });
});
