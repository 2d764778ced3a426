export * from './errors';
export * from './responseErrors';
export {
  createApiClient,
  SAVED_AT_HEADER,
  type ApiClient,
  type ApiClientConfig,
  type CallOptions,
  type UploadOptions,
} from './client';
export { configureApiClient, apiClient } from './configure';
export { newIdempotencyKey } from './idempotency';
export { watchFailedCalls, type FailedCall } from './failedCalls';
export type { MessageResponse } from './schema';
