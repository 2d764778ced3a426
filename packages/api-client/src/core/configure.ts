import { createApiClient, type ApiClient, type ApiClientConfig } from './client';

let current: ApiClient | null = null;

/** The app calls this once at start-up; every endpoint function then uses that one axios instance. */
export function configureApiClient(config: ApiClientConfig): ApiClient {
  current = createApiClient(config);
  return current;
}

export function apiClient(): ApiClient {
  if (!current) throw new Error('configureApiClient() must run before the first call.');
  return current;
}
