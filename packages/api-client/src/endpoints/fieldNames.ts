import { ApiValidationError } from '../core';

/**
 * The server reports field errors under its own field names (`first_name`, `sender_id`); screens
 * know the parameter names of the call (`firstName`, `partnerId`). Renames the keys of a
 * validation error; any other failure passes through untouched.
 */
export async function withFieldNames<T>(call: Promise<T>, names: Record<string, string>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof ApiValidationError)) throw error;
    const renamed = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, message]) => [names[field] ?? field, message]),
    );
    throw new ApiValidationError(error.message, renamed);
  }
}
