/**
 * Which 401 ends a session (issue 19, point 1): only one that answers a request sent with the token still in
 * use (packages/api-client/src/core/client.test.ts checks that the token never leaves the API's origin).
 */
import { describe, expect, it } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { getWallet, loginWithPassword, UnauthorizedError } from '@plastihub/api-client';
import { server } from '../src/node';
import { signIn, signOut, unauthorizedCalls, useContractClient } from './harness';

describe('a 401 ends only the session that sent it', () => {
  useContractClient();

  it('a 401 to the current token calls the hook', async () => {
    signIn(1);
    server.use(http.get('http://localhost/api/wallet', () => new HttpResponse(null, { status: 401 })));
    await expect(getWallet()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(unauthorizedCalls).toBe(1);
  });

  it('a late 401 from before the user signed in again leaves the new session alone', async () => {
    signIn(1);
    server.use(
      http.get('http://localhost/api/wallet', async () => {
        await delay(50);
        return new HttpResponse(null, { status: 401 });
      }),
    );
    const late = getWallet();
    await delay(10);
    signOut();
    signIn(4);
    await expect(late).rejects.toBeInstanceOf(UnauthorizedError);
    expect(unauthorizedCalls).toBe(0);
  });

  it('a wrong password (a 401 without any token) ends no session', async () => {
    server.use(http.post('http://localhost/api/login', () => new HttpResponse(null, { status: 401 })));
    await expect(loginWithPassword({ username: '9876543210', password: 'wrong' })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    expect(unauthorizedCalls).toBe(0);
  });
});
