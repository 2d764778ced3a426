import { isApiError } from '@plastihub/api-client';

/** Where one request stands; screens render loading, failure (with retry) and success from it. */
export type RequestState =
  { status: 'idle' } | { status: 'loading' } | { status: 'succeeded' } | { status: 'failed'; error: string };

export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return 'Something went wrong. Please try again.';
}
