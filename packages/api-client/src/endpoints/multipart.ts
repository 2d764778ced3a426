import * as v from 'valibot';
import { apiClient, type UploadOptions } from '../core';
import { optionalNumber, text } from '../core/schema';
import { withFieldNames } from './fieldNames';

/**
 * Form posts of the seller screens: a typed form object becomes the server's named fields
 * (multipart, so images travel as files), and the server's field errors come back under the
 * form's own names.
 */

/** A numeric input as the form holds it: a number, or the text typed ('' when empty). */
export type FormNumber = number | string;

/** Form key -> the server's field name. Every key of the form is listed, so none is forgotten. */
export type FieldMap<F> = { readonly [K in keyof F]-?: string };

type FieldValue = string | number | boolean | null | undefined;

/** The answer of a form post: the banner message and, when the server says, the saved row's id. */
const savedResponse = v.pipe(
  v.looseObject({ msg: text(), id: optionalNumber() }),
  v.transform(({ msg, id }) => ({ msg, id })),
);
export type SavedListing = v.InferOutput<typeof savedResponse>;

/** The server's fields of a form (values of undefined or null are left out). */
export function serverFields<F extends object>(form: F, fieldMap: FieldMap<F>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const key of Object.keys(fieldMap) as Array<keyof F>) {
    const value = form[key] as FieldValue;
    if (value !== undefined && value !== null) fields[fieldMap[key]] = String(value);
  }
  return fields;
}

/** Multipart data: the text fields, then the files under their server names (empty slots skipped). */
export function toFormData(
  fields: Record<string, string>,
  files: Record<string, File | null | undefined> = {},
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, file] of Object.entries(files)) if (file) data.append(name, file);
  return data;
}

/** `image1` to `image4` from the form's list of up to four images. */
export function imageFiles(images: readonly (File | null | undefined)[] = []): Record<string, File | null> {
  return Object.fromEntries(images.slice(0, 4).map((file, i) => [`image${i + 1}`, file ?? null]));
}

/** Server field -> form key, for renaming field errors. */
export function formFieldNames<F>(fieldMap: FieldMap<F>, extra: Record<string, string> = {}) {
  return {
    ...Object.fromEntries(Object.entries(fieldMap).map(([key, server]) => [server as string, key])),
    ...extra,
  };
}

/** POSTs a form (multipart); an `error: 1` answer rejects with ApiValidationError keyed by the form's names. */
export function submitForm(
  url: string,
  data: FormData,
  fieldNames: Record<string, string>,
  options?: UploadOptions,
): Promise<SavedListing> {
  return withFieldNames(
    apiClient().request({ method: 'POST', url, data, schema: savedResponse, options }),
    fieldNames,
  );
}
