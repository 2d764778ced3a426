/** The requests the mock server saw, for asserting on what a call sent. */
import { afterEach, beforeEach } from 'vitest';
import { server } from '../src/node';

/** Every request URL the mock server saw during the current test. */
export function useRequestLog(): () => URL[] {
  let seen: URL[] = [];
  const listener = ({ request }: { request: Request }) => void seen.push(new URL(request.url));
  beforeEach(() => {
    seen = [];
    server.events.on('request:start', listener);
  });
  afterEach(() => {
    server.events.removeListener('request:start', listener);
  });
  return () => seen;
}

/** The last request made to `path` (under /api), for asserting on its query string. */
export function lastRequestTo(log: () => URL[], path: string): URL {
  const url = log()
    .filter((u) => u.pathname === `/api${path}`)
    .at(-1);
  if (!url) throw new Error(`No request was made to ${path}`);
  return url;
}
