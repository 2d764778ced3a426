import type { ApiClient, ApiClientConfig } from './client';

let config: ApiClientConfig | null = null;
let instance: Promise<ApiClient> | null = null;

/**
 * The app calls this once at start-up; every endpoint function then uses that one axios instance.
 * axios is its own chunk: it starts loading here, in parallel with the first route's chunk, so it
 * neither blocks the first paint nor waits for the first call to be requested.
 */
export function configureApiClient(next: ApiClientConfig): void {
  config = next;
  instance = import('./client').then(({ createApiClient }) => createApiClient(next));
}

export function apiClient(): Pick<ApiClient, 'request'> {
  return {
    async request(spec) {
      if (!config) throw new Error('configureApiClient() must run before the first call.');
      const current = config;
      instance ??= import('./client').then(({ createApiClient }) => createApiClient(current));
      return (await instance).request(spec);
    },
  };
}
