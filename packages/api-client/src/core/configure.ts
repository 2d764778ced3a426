import type { ApiClient, ApiClientConfig } from './client';
import { NetworkError } from './errors';

let config: ApiClientConfig | null = null;
let instance: Promise<ApiClient> | null = null;

/**
 * The app calls this once at start-up; every endpoint function then uses that one axios instance.
 * axios is its own chunk: it starts loading here, in parallel with the first route's chunk, so it
 * neither blocks the first paint nor waits for the first call to be requested.
 */
export function configureApiClient(next: ApiClientConfig): void {
  config = next;
  instance = loadClient(next);
}

/** The axios chunk for this config; a failed download is forgotten, so the next call downloads it again. */
function loadClient(current: ApiClientConfig): Promise<ApiClient> {
  const loading = import('./client').then(({ createApiClient }) => createApiClient(current));
  loading.catch(() => {
    if (instance === loading) instance = null;
  });
  return loading;
}

export function apiClient(): Pick<ApiClient, 'request'> {
  return {
    async request(spec) {
      if (!config) throw new Error('configureApiClient() must run before the first call.');
      instance ??= loadClient(config);
      let client: ApiClient;
      try {
        client = await instance;
      } catch {
        // The client's code did not download (offline, flaky): the screen says so and offers Try again.
        throw new NetworkError(false);
      }
      return client.request(spec);
    },
  };
}
