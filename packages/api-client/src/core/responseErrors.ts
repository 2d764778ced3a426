import { ApiError, type FieldErrors } from './errors';

// The failures only the axios client raises load with it; errors.ts holds what the first page needs.

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

/**
 * HTTP 401. To a call that carried the session's token it means the session has ended. To a call sent without
 * one (a sign-in with a wrong password, a wrong OTP) no session ended: the server refused what was sent, and
 * `serverMessage` (its `msg`) says why.
 */
export class UnauthorizedError extends ApiError {
  readonly kind = 'unauthorized';
  constructor(serverMessage?: string) {
    super(serverMessage ?? 'Your session has ended. Please log in again.');
    this.name = 'UnauthorizedError';
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

/** The server has no such call (HTTP 404): a server without one of the calls this client assumes. */
export const isNotFound = (error: unknown): boolean => error instanceof ServerError && error.status === 404;

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
