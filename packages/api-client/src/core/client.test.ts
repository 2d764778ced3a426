import { describe, expect, it } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import * as v from 'valibot';
import { createApiClient } from './client';

describe('the token stays on the API origin', () => {
  it('a call naming another origin is sent under the API base, where the token belongs', async () => {
    const client = createApiClient({
      baseURL: 'https://api.plastihub.in/api',
      getToken: () => 'secret-token',
    });
    const sent: InternalAxiosRequestConfig[] = [];
    client.http.defaults.adapter = async (config) => {
      sent.push(config);
      return { data: { ok: true }, status: 200, statusText: 'OK', headers: {}, config };
    };
    await client.request({ method: 'GET', url: 'https://evil.example/steal', schema: v.unknown() });
    expect(sent).toHaveLength(1);
    expect(new URL(client.http.getUri(sent[0])).origin).toBe('https://api.plastihub.in');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer secret-token');
  });
});
