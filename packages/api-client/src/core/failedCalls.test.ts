import { AxiosError } from 'axios';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { watchFailedCalls, type FailedCall } from './failedCalls';

/** A client whose server answers every call with `status` and `data` (0: no answer at all). */
function clientAnswering(status: number, data: unknown = {}) {
  const client = createApiClient({ baseURL: 'http://localhost/api', getToken: () => 'secret-token' });
  client.http.defaults.adapter = (config) => {
    if (status === 0) return Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
    const response = { data, status, statusText: '', headers: {}, config };
    if (status >= 400)
      return Promise.reject(new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, null, response));
    return Promise.resolve(response);
  };
  return client;
}

const call = (status: number, url: string, data?: unknown) =>
  clientAnswering(status, data)
    .request({ method: 'GET', url, params: { product_id: 42 }, schema: v.object({ ok: v.boolean() }) })
    .catch(() => undefined);

let stop = () => {};
// Failures kept from other tests in this worker are handed to the first watcher: none of this file's.
beforeEach(() => watchFailedCalls(() => undefined)());
afterEach(() => stop());

describe('failed calls, for the field monitoring', () => {
  it('tells of network, server and malformed answers by endpoint, with no parameter or id', async () => {
    const seen: FailedCall[] = [];
    stop = watchFailedCalls((failed) => seen.push(failed));
    await call(0, '/trade-product-details');
    await call(503, '/connect-banners');
    await call(200, '/home', { ok: 'yes' });
    await call(500, '/tool-room-details/42');
    expect(seen).toEqual([
      { method: 'GET', endpoint: '/trade-product-details', problem: 'network' },
      { method: 'GET', endpoint: '/connect-banners', problem: 'server', status: 503 },
      { method: 'GET', endpoint: '/home', problem: 'malformed' },
      { method: 'GET', endpoint: '/tool-room-details', problem: 'server', status: 500 },
    ]);
  });

  it('leaves out refusals of what the user sent and ended sessions', async () => {
    const seen: FailedCall[] = [];
    stop = watchFailedCalls((failed) => seen.push(failed));
    await call(422, '/contact-us', { message: 'The email is invalid' });
    await call(401, '/profile');
    await call(200, '/login', { error: 1, msg: 'Wrong password' });
    expect(seen).toEqual([]);
  });

  it('keeps the failures from before anyone watched, and hands them over once', async () => {
    await call(502, '/home');
    const seen: FailedCall[] = [];
    stop = watchFailedCalls((failed) => seen.push(failed));
    expect(seen).toEqual([{ method: 'GET', endpoint: '/home', problem: 'server', status: 502 }]);
    stop();
    const again: FailedCall[] = [];
    stop = watchFailedCalls((failed) => again.push(failed));
    expect(again).toEqual([]);
  });
});
