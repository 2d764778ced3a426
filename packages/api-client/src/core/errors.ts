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

/** The server answered `error: 1`: `msg` for a banner, the first message per field for under the fields. */
export class ApiValidationError extends ApiError {
  readonly kind = 'validation';
  constructor(
    message: string,
    readonly fieldErrors: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiValidationError';
  }
}

export class UnauthorizedError extends ApiError {
  readonly kind = 'unauthorized';
  constructor() {
    super('Your session has ended. Please log in again.');
    this.name = 'UnauthorizedError';
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

/**
 * The app itself called the request off (its `signal` aborted: the user went elsewhere, or signed out). Not a
 * failure to show: nobody waits for the answer any more, and it is never retried. A timeout is a NetworkError.
 */
export class CancelledError extends ApiError {
  readonly kind = 'cancelled';
  constructor() {
    super('The request was cancelled.');
    this.name = 'CancelledError';
  }
}

export class ServerError extends ApiError {
  readonly kind = 'server';
  constructor(readonly status: number) {
    super('Something went wrong on our side. Please try again.');
    this.name = 'ServerError';
  }
  override get retryable() {
    return this.status >= 500;
  }
}

/** The answer did not have the shape this client expects. */
export class MalformedResponseError extends ApiError {
  readonly kind = 'malformed';
  constructor(
    readonly endpoint: string,
    readonly issues: string,
  ) {
    super('The server sent an answer we could not read. Please try again.');
    this.name = 'MalformedResponseError';
  }
  override get retryable() {
    return true;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** `validate` maps a field to its list of messages; a field shows the first one. */
export function firstFieldMessages(validate: unknown): FieldErrors {
  if (!validate || typeof validate !== 'object' || Array.isArray(validate)) return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(validate)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : messages;
    if (typeof first === 'string' && first.length > 0) result[field] = first;
  }
  return result;
}
