/**
 * Shared set-up for contract tests: every api-client function against its MSW handler.
 * The MSW node server itself is started by vitest.setup.ts.
 */
import { afterEach, beforeEach } from 'vitest';
import { configureApiClient } from '@plastihub/api-client';
import { setFaults, type FaultKind } from '../src/faults';
import { createSession } from '../src/db/users';

let token: string | null = null;
export let unauthorizedCalls = 0;

export function useContractClient() {
  beforeEach(() => {
    token = null;
    unauthorizedCalls = 0;
    configureApiClient({
      baseURL: 'http://localhost/api',
      getToken: () => token,
      onUnauthorized: () => {
        unauthorizedCalls += 1;
      },
      timeoutMs: 2000,
    });
  });
  afterEach(() => {
    token = null;
  });
}

/** Signs in as a seeded demo user (default: user 1, Rohan Mehta). */
export function signIn(userId = 1) {
  token = createSession(userId);
}

export function signOut() {
  token = null;
}

/** The token the client sends in this test (null when signed out). */
export const currentToken = () => token;

/** Makes the endpoint (path without /api) answer with a fault for the rest of the test. */
export function injectFault(endpoint: string, kind: FaultKind) {
  setFaults([{ endpoint, kind }]);
}
