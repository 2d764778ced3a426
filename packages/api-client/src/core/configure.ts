import type { ApiClient, ApiClientConfig } from './client';

let config: ApiClientConfig | null = null;
let instance: Promise<ApiClient> | null = null;

/**
 * The app calls this once at start-up; every endpoint function then uses that one axios instance.
 * axios itself loads with the first call (its own chunk), so it never weighs on the first paint.
 */
export function configureApiClient(next: ApiClientConfig): void {
  config = next;
  instance = null;
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
