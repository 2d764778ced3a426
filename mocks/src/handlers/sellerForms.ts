import type { Table } from '../db/table';
import { requireFields } from '../http';

/**
 * Server-side checks of the seller forms of spec document 3, worded as Laravel words them
 * ("The make field is required."): the app checks too, but the server has the last word.
 */
export interface FieldRule {
  required?: boolean;
  numeric?: boolean;
  /** A data URL of an image (the upload), when present. */
  image?: boolean;
  /** The value must be one of these (a dropdown). */
  oneOf?: readonly string[];
  /** The value must be the id of a row of this table (a country, a category...). */
  exists?: Pick<Table<{ id: number }>, 'find'>;
}

export type FormRules = Record<string, FieldRule>;
export type FieldErrors = Record<string, string[]>;

/** Laravel's default attribute name: `mfg_year` -> "mfg year". */
const label = (field: string) => field.replace(/_/g, ' ');

function ruleError(field: string, value: string, rule: FieldRule): string | null {
  if (rule.numeric && !Number.isFinite(Number(value))) return `The ${label(field)} field must be a number.`;
  if (rule.image && !value.startsWith('data:image/')) return `The ${label(field)} field must be an image.`;
  if (rule.oneOf && !rule.oneOf.includes(value)) return `The selected ${label(field)} is invalid.`;
  if (rule.exists && !rule.exists.find(value)) return `The selected ${label(field)} is invalid.`;
  return null;
}

/** Every failed rule by field; a missing required field reports only that it is required. */
export function validateForm(body: Record<string, string>, rules: FormRules): FieldErrors {
  const required = Object.fromEntries(
    Object.entries(rules)
      .filter(([, rule]) => rule.required)
      .map(([field]) => [field, label(field)]),
  );
  const errors = requireFields(body, required);
  for (const [field, rule] of Object.entries(rules)) {
    const value = body[field]?.trim() ?? '';
    if (errors[field] || value === '') continue;
    const message = ruleError(field, value, rule);
    if (message) errors[field] = [message];
  }
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/** The number a form field holds, or null when it is empty. */
export function numberField(body: Record<string, string>, field: string): number | null {
  const value = body[field]?.trim() ?? '';
  return value === '' ? null : Number(value);
}

/** The text a form field holds, trimmed. */
export const textField = (body: Record<string, string>, field: string) => body[field]?.trim() ?? '';

/** A newly uploaded image replaces the stored one; no upload keeps it. */
export const imageField = (body: Record<string, string>, field: string, current = '') =>
  body[field]?.startsWith('data:image/') ? body[field] : current;

/** The first message a form answer shows in its banner. */
export const FIX_FIELDS_MESSAGE = 'Please correct the highlighted fields.';
