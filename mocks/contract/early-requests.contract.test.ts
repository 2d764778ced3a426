import { describe, expect, it } from 'vitest';
import { getTradeProducts, MalformedResponseError, ServerError } from '@plastihub/api-client';
import { startEarlyRequests, tradeProductsRequest } from '@plastihub/api-client/early';
import { createSession } from '../src/db/users';
import { currentToken, injectFault, signIn, useContractClient } from './harness';
import { useRequestLog } from './request-log';

const API = 'http://localhost/api';
const list = tradeProductsRequest('Virgin Polymers');

describe("early requests (index.html's inline script) and the client", () => {
  useContractClient();
  const requests = useRequestLog();
  const listRequests = () => requests().filter((url) => url.pathname === '/api/typewise-trade-product-list');

  it('the client takes an early answer over: the list is asked for once', async () => {
    signIn();
    startEarlyRequests(API, [list], currentToken());
    const products = await getTradeProducts('Virgin Polymers');
    expect(products.length).toBeGreaterThan(0);
    expect(listRequests()).toHaveLength(1);
  });

  it('an early answer is taken once: a second call asks the server', async () => {
    signIn();
    startEarlyRequests(API, [list], currentToken());
    await getTradeProducts('Virgin Polymers');
    await getTradeProducts('Virgin Polymers');
    expect(listRequests()).toHaveLength(2);
  });

  it('a failed early request is asked again the usual way, and fails as any call does', async () => {
    signIn();
    injectFault('/typewise-trade-product-list', 'server-error');
    startEarlyRequests(API, [list], currentToken());
    await expect(getTradeProducts('Virgin Polymers')).rejects.toBeInstanceOf(ServerError);
    expect(listRequests()).toHaveLength(2);
  });

  it("another session's early answer is never used", async () => {
    startEarlyRequests(API, [list], createSession(2));
    signIn(1);
    await getTradeProducts('Virgin Polymers');
    expect(listRequests()).toHaveLength(2);
  });

  it('an early answer is checked like any other: a malformed one is a typed error', async () => {
    signIn();
    injectFault('/typewise-trade-product-list', 'malformed');
    startEarlyRequests(API, [list], currentToken());
    await expect(getTradeProducts('Virgin Polymers')).rejects.toBeInstanceOf(MalformedResponseError);
    expect(listRequests()).toHaveLength(1);
  });
});
