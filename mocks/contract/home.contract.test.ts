import { describe, expect, it } from 'vitest';
import {
  getConnectBanners,
  MalformedResponseError,
  NetworkError,
  ServerError,
  UnauthorizedError,
} from '@plastihub/api-client';
import { injectFault, signIn, unauthorizedCalls, useContractClient } from './harness';

describe('GET /connect-banners', () => {
  useContractClient();

  it('returns the seeded banners as absolute local image URLs', async () => {
    const banners = await getConnectBanners();
    expect(banners).toHaveLength(4);
    expect(banners[0]?.image).toBe('http://localhost/demo-images/banners/banner-1.svg');
  });

  it('turns a malformed body into a typed error', async () => {
    injectFault('/connect-banners', 'malformed');
    await expect(getConnectBanners()).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it('reports a 401 and calls the unauthorized hook for a signed-in call', async () => {
    signIn();
    injectFault('/connect-banners', 'unauthorized');
    await expect(getConnectBanners()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(unauthorizedCalls).toBe(1);
  });

  it("reports a 401 to a guest's call without ending any session", async () => {
    injectFault('/connect-banners', 'unauthorized');
    await expect(getConnectBanners()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(unauthorizedCalls).toBe(0);
  });

  it('reports server and network failures as retryable', async () => {
    injectFault('/connect-banners', 'server-error');
    const serverError = await getConnectBanners().catch((e: unknown) => e);
    expect(serverError).toBeInstanceOf(ServerError);
    expect((serverError as ServerError).retryable).toBe(true);
    injectFault('/connect-banners', 'network-error');
    await expect(getConnectBanners()).rejects.toBeInstanceOf(NetworkError);
  });
});
