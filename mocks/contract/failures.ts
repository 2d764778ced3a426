/** How a call fails, as every contract test checks it: typed errors for a malformed body, a 401 or a 422. */
import { expect, it } from 'vitest';
import { ApiValidationError, MalformedResponseError, UnauthorizedError } from '@plastihub/api-client';
import { injectFault, signIn, unauthorizedCalls } from './harness';

export interface FailureCase {
  path: string;
  call: () => Promise<unknown>;
  /** Guarded endpoints answer 401 without a token on their own; others are tested via a fault. */
  guarded?: boolean;
}

/** The failures every endpoint shares: a malformed body and a 401, each as its typed error. */
export function itHandlesFailures(cases: FailureCase[]) {
  it.each(cases)(
    '$path: a malformed body becomes MalformedResponseError',
    async ({ path, call, guarded }) => {
      if (guarded) signIn();
      injectFault(path, 'malformed');
      await expect(call()).rejects.toBeInstanceOf(MalformedResponseError);
    },
  );

  it.each(cases)('$path: a 401 becomes UnauthorizedError', async ({ path, call, guarded }) => {
    if (!guarded) injectFault(path, 'unauthorized');
    await expect(call()).rejects.toBeInstanceOf(UnauthorizedError);
  });
}

export interface CallCase {
  /** The endpoint path as the mocks declare it (for fault injection). */
  endpoint: string;
  call: () => Promise<unknown>;
}

/**
 * For each call: a malformed body becomes MalformedResponseError, and a 401 becomes UnauthorizedError
 * after the unauthorized hook ran (signed in, so the 401 comes from the injected fault).
 */
export function itHandlesFaults(cases: Record<string, CallCase>) {
  const rows = Object.entries(cases);
  it.each(rows)('%s: a malformed body is a MalformedResponseError', async (_name, { endpoint, call }) => {
    signIn();
    injectFault(endpoint, 'malformed');
    await expect(call()).rejects.toBeInstanceOf(MalformedResponseError);
  });
  it.each(rows)('%s: a 401 is an UnauthorizedError', async (_name, { endpoint, call }) => {
    signIn();
    injectFault(endpoint, 'unauthorized');
    await expect(call()).rejects.toBeInstanceOf(UnauthorizedError);
    expect(unauthorizedCalls).toBe(1);
  });
}

/** Seller calls need a token: without one the mock answers 401. */
export function itRequiresSignIn(cases: Record<string, () => Promise<unknown>>) {
  it.each(Object.entries(cases))('%s: without a token it is an UnauthorizedError', async (_name, call) => {
    await expect(call()).rejects.toBeInstanceOf(UnauthorizedError);
  });
}

/** The ApiValidationError a call must fail with. */
export async function validationErrorOf(promise: Promise<unknown>): Promise<ApiValidationError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiValidationError);
  return error as ApiValidationError;
}

/** The first message per field of the ApiValidationError a call must fail with. */
export async function fieldErrorsOf(promise: Promise<unknown>): Promise<Record<string, string>> {
  return (await validationErrorOf(promise)).fieldErrors;
}
