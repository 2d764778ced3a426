/** Helpers shared by the document 1 contract tests. */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { MalformedResponseError, UnauthorizedError } from '@plastihub/api-client';
import { server } from '../src/node';
import { injectFault, signIn } from './harness';

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

/** Freezes `Date` (not timers, which MSW needs) so time-based demo behaviour is deterministic. */
export function freezeClock(at: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
}

export function advanceClock(ms: number) {
  vi.setSystemTime(new Date(Date.now() + ms));
}

export interface FailureCase {
  path: string;
  call: () => Promise<unknown>;
  /** Guarded endpoints answer 401 without a token on their own; others are tested via a fault. */
  guarded?: boolean;
}

/** The failures every endpoint shares: a malformed body and a 401, each as its typed error. */
export function itHandlesFailures(cases: FailureCase[]) {
  it.each(cases)(
    '$path: a malformed body becomes MalformedResponseError',
    async ({ path, call, guarded }) => {
      if (guarded) signIn();
      injectFault(path, 'malformed');
      await expect(call()).rejects.toBeInstanceOf(MalformedResponseError);
    },
  );

  it.each(cases)('$path: a 401 becomes UnauthorizedError', async ({ path, call, guarded }) => {
    if (!guarded) injectFault(path, 'unauthorized');
    await expect(call()).rejects.toBeInstanceOf(UnauthorizedError);
  });
}
