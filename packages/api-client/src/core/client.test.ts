import { describe, expect, it } from 'vitest';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import * as v from 'valibot';
import { SAVED_AT_HEADER, createApiClient } from './client';
import { NetworkError } from './errors';
import { ApiValidationError, UnauthorizedError } from './responseErrors';

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

// The timeout and a cancelled call, over the mock backend: mocks/contract/timeouts.contract.test.ts.
describe('a dropped connection is not a timeout', () => {
  it('a connection dropped under the call is a network failure, not a timeout', async () => {
    const client = createApiClient({ baseURL: 'http://localhost/api', getToken: () => null });
    client.http.defaults.adapter = (config) =>
      Promise.reject(new AxiosError('Request aborted', AxiosError.ECONNABORTED, config));
    const failure = await client
      .request({ method: 'GET', url: '/wallet', schema: v.unknown() })
      .catch((e) => e);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(failure).toMatchObject({ timedOut: false });
  });
});

describe('uploads get longer than ordinary calls', () => {
  it('a multipart post waits for the upload timeout, a JSON call for the ordinary one', async () => {
    const client = createApiClient({
      baseURL: 'http://localhost/api',
      getToken: () => null,
      timeoutMs: 1_000,
      uploadTimeoutMs: 60_000,
    });
    const sent: InternalAxiosRequestConfig[] = [];
    client.http.defaults.adapter = async (config) => {
      sent.push(config);
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
    };
    await client.request({ method: 'POST', url: '/add', data: new FormData(), schema: v.unknown() });
    await client.request({ method: 'POST', url: '/save', data: { a: 1 }, schema: v.unknown() });
    expect(sent.map((config) => config.timeout)).toEqual([60_000, 1_000]);
  });
});

describe('a 401 to a call sent without a token is a refusal, not an ended session', () => {
  /** A client whose server answers every call with this 401 body; counts the session-ended hook's calls. */
  function refusingClient(token: string | null, body: unknown) {
    let sessionsEnded = 0;
    const client = createApiClient({
      baseURL: 'http://localhost/api',
      getToken: () => token,
      onUnauthorized: () => void (sessionsEnded += 1),
    });
    client.http.defaults.adapter = (config) =>
      Promise.reject(
        new AxiosError('Unauthorized', AxiosError.ERR_BAD_REQUEST, config, null, {
          data: body,
          status: 401,
          statusText: 'Unauthorized',
          headers: {},
          config,
        }),
      );
    const login = () =>
      client
        .request({
          method: 'POST',
          url: '/login',
          data: { username: 'a', password: 'b' },
          schema: v.unknown(),
        })
        .catch((error: unknown) => error);
    return { login, sessionsEnded: () => sessionsEnded };
  }

  it("a wrong password answered 401 with the spec's envelope carries the server's msg and field messages", async () => {
    const server = refusingClient(null, {
      error: 1,
      msg: 'Invalid credentials',
      validate: { password: ['The password is incorrect.'] },
    });
    const failure = await server.login();
    expect(failure).toBeInstanceOf(ApiValidationError);
    expect(failure).toMatchObject({
      message: 'Invalid credentials',
      fieldErrors: { password: 'The password is incorrect.' },
    });
    expect(server.sessionsEnded()).toBe(0);
  });

  it("a bare 401 with a msg carries the server's msg", async () => {
    const server = refusingClient(null, { msg: 'Invalid credentials' });
    const failure = await server.login();
    expect(failure).toBeInstanceOf(UnauthorizedError);
    expect(failure).toMatchObject({ message: 'Invalid credentials' });
    expect(server.sessionsEnded()).toBe(0);
  });

  it('a 401 to a call that carried the token still ends the session', async () => {
    const server = refusingClient('token-1', { msg: 'Token expired' });
    const failure = await server.login();
    expect(failure).toBeInstanceOf(UnauthorizedError);
    expect(failure).toMatchObject({ message: 'Your session has ended. Please log in again.' });
    expect(server.sessionsEnded()).toBe(1);
  });
});

describe('an answer the service worker kept says when it was saved', () => {
  /** A client whose server answers every call with these headers; the saved times it reports. */
  async function answerWith(headers: Record<string, string>) {
    const client = createApiClient({ baseURL: 'http://localhost/api', getToken: () => null });
    client.http.defaults.adapter = async (config) => ({
      data: { data: ['banner'] },
      status: 200,
      statusText: 'OK',
      headers,
      config,
    });
    const reported: number[] = [];
    const data = await client.request({
      method: 'GET',
      url: '/connect-banners',
      schema: v.object({ data: v.array(v.string()) }),
      options: { onSavedAnswer: (savedAt) => reported.push(savedAt) },
    });
    return { data, reported };
  }

  it('reports the saved time from the header, and the answer as usual', async () => {
    const savedAt = '2026-11-26T05:12:00.000Z';
    const { data, reported } = await answerWith({ [SAVED_AT_HEADER]: savedAt });
    expect(SAVED_AT_HEADER).toBe('x-plastihub-saved-at');
    expect(reported).toEqual([Date.parse(savedAt)]);
    expect(data).toEqual({ data: ['banner'] });
  });

  it('reports nothing for a fresh answer, or a header that is not a date', async () => {
    expect((await answerWith({ 'content-type': 'application/json' })).reported).toEqual([]);
    expect((await answerWith({ [SAVED_AT_HEADER]: 'yesterday-ish' })).reported).toEqual([]);
    expect((await answerWith({ [SAVED_AT_HEADER]: '' })).reported).toEqual([]);
  });
});
