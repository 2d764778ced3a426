/** Every failure the api-client can report. Screens switch on `kind`; nothing else leaks out of axios. */
export type FieldErrors = Record<string, string>;

export abstract class ApiError extends Error {
  abstract readonly kind:
    'validation' | 'unauthorized' | 'unprocessable' | 'network' | 'server' | 'malformed' | 'cancelled';
  /** Whether trying the same call again may succeed. */
  get retryable(): boolean {
    return false;
  }
}

/** HTTP 422: the errors go to the shared error store. */
export class UnprocessableError extends ApiError {
  readonly kind = 'unprocessable';
  constructor(
    message: string,
    readonly errors: FieldErrors,
  ) {
    super(message);
    this.name = 'UnprocessableError';
  }
}

export class NetworkError extends ApiError {
  readonly kind = 'network';
  constructor(readonly timedOut: boolean) {
    super(
      timedOut
        ? 'The server took too long to answer. Check your connection and try again.'
        : 'We could not reach the server. Check your connection and try again.',
    );
    this.name = 'NetworkError';
  }
  override get retryable() {
    return true;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
