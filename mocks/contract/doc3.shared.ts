/** Shared cases for the document 3 contract tests: every call meets the fault kinds the same way. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { ApiValidationError, MalformedResponseError, UnauthorizedError } from '@plastihub/api-client';
import { injectFault, signIn, unauthorizedCalls } from './harness';

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

/** The local file behind a `http://localhost/demo-images/...` URL the mocks answered. */
export function demoAsset(url: string): Buffer {
  const path = url.replace(/^https?:\/\/[^/]+\/demo-images\//, '');
  const file = resolve(dirname(fileURLToPath(import.meta.url)), '../assets', path);
  expect(existsSync(file), `${file} exists`).toBe(true);
  return readFileSync(file);
}

/** A tiny PNG as a File, as a file input would give it. */
export function pngFile(name = 'photo.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
    (char) => char.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

/** A file that is not an image, to check the "images only" rule. */
export function textFile(name = 'notes.txt'): File {
  return new File(['not an image'], name, { type: 'text/plain' });
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
