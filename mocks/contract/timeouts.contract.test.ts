/**
 * A call that timed out is told apart from one the app cancelled (issue 19, point 6): the first is a network
 * failure the screen offers to retry, the second is nobody's failure and is never shown.
 */
import { describe, expect, it } from 'vitest';
import { CancelledError, configureApiClient, getConnectBanners, NetworkError } from '@plastihub/api-client';
import { injectFault } from './harness';

describe('timeouts and cancelled calls', () => {
  it('a call the server never answers times out as a network error that says so, and may be retried', async () => {
    configureApiClient({ baseURL: 'http://localhost/api', getToken: () => null, timeoutMs: 50 });
    injectFault('/connect-banners', 'timeout');
    const failure: unknown = await getConnectBanners().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(failure).toMatchObject({ timedOut: true, retryable: true });
    expect((failure as Error).message).toMatch(/took too long/);
  });

  it('a call the app aborts is cancelled: not a network error, not retried', async () => {
    configureApiClient({ baseURL: 'http://localhost/api', getToken: () => null, timeoutMs: 5000 });
    injectFault('/connect-banners', 'timeout');
    const controller = new AbortController();
    const call = getConnectBanners({ signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const failure: unknown = await call.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CancelledError);
    expect(failure).toMatchObject({ kind: 'cancelled', retryable: false });
  });
});
