import { isBlank, type FieldValue } from './formValues';
import { isIndianRegistration } from './vehicleNumber';

/** Which numbers a number field takes; the field's keypad, arrow steps and hint follow it. */
export interface NumberFormat {
  /** Whole numbers only (years, counts): the keypad has no decimal point. */
  integer?: boolean;
  min?: number;
  max?: number;
}

/**
 * What a rule tells the field it is bound to, so the field shows what the rule checks: the
 * required marker, a length limit, the number keypad and range, the photo limit.
 */
export interface RuleHints {
  required?: boolean;
  maxLength?: number;
  number?: NumberFormat;
  maxImages?: number;
}

/** A check of one field: its message, or null when the value passes. Blank values pass all but `required`. */
export type Rule<T, V = unknown> = ((value: T, values: V) => string | null) & { readonly hints?: RuleHints };
export type Rules<V> = { readonly [K in keyof V]?: readonly Rule<V[K], V>[] };

export const withHints = <T, V = unknown>(
  check: (value: T, values: V) => string | null,
  hints: RuleHints,
): Rule<T, V> => Object.assign(check, { hints });

/** Filled in: text that is not blank, at least one checked option, at least one photo. */
export const required = (message: string): Rule<FieldValue> =>
  withHints((value) => (isBlank(value) ? message : null), { required: true });

/** At least one option of a checkbox list (the same check as `required`, named for lists). */
export const atLeastOne = (message: string): Rule<readonly string[]> => required(message);

export const lengthBetween = (min: number, max: number, message: string): Rule<string> =>
  withHints(
    (value) => {
      const length = value.trim().length;
      return length === 0 || (length >= min && length <= max) ? null : message;
    },
    { maxLength: max },
  );

export const maxLength = (max: number, message: string): Rule<string> =>
  withHints((value) => (value.trim().length <= max ? null : message), { maxLength: max });

export const emailFormat = (message = 'Enter an email address like name@example.com.'): Rule<string> =>
  withHints(
    (value) => (!value.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : message),
    {},
  );

export const digitsOnly = (message: string): Rule<string> =>
  withHints((value) => (!value || /^\d+$/.test(value) ? null : message), {});

/** The same text as another field (a password confirmation). */
export const sameAs = <V>(other: keyof V, message: string): Rule<string, V> =>
  withHints((value, values) => (!value || value === values[other] ? null : message), {});

/** An Indian mobile number: ten digits. */
export const mobile = (message = 'Enter a 10-digit mobile number.'): Rule<string> =>
  withHints((value) => (!value.trim() || /^\d{10}$/.test(value.trim()) ? null : message), { maxLength: 10 });

/** An Indian vehicle registration number (DL3CAB1111, 22BH1234AB), written with or without spaces. */
export const vehicleRegistration = (
  message = 'Enter an Indian registration number like DL3CAB1111 (or 22BH1234AB).',
): Rule<string> =>
  withHints((value) => (!value.trim() || isIndianRegistration(value) ? null : message), { maxLength: 16 });

/**
 * An Indian PIN code: six digits, the first not 0. Held as text, so what the user typed is sent
 * as typed. `when` limits the check to some values (the country being India); other countries'
 * postal codes are checked by `postcode`.
 */
export const pinCode = <V = unknown>(
  message = 'Enter a 6-digit PIN code that does not start with 0.',
  when?: (values: V) => boolean,
): Rule<string, V> =>
  withHints(
    (value, values) => {
      if (!value.trim() || (when && !when(values))) return null;
      return /^[1-9]\d{5}$/.test(value.trim()) ? null : message;
    },
    { maxLength: 6 },
  );

/**
 * A postcode outside India: 3 to 10 letters, digits, spaces or hyphens ("00100", "SW1A 1AA", "1010-001"),
 * at least one of them a letter or digit. `when` limits the check to some values (the country not being India).
 */
export const postcode = <V = unknown>(
  message = 'Enter a postcode of 3 to 10 letters or digits.',
  when?: (values: V) => boolean,
): Rule<string, V> =>
  withHints(
    (value, values) => {
      const text = value.trim();
      if (!text || (when && !when(values))) return null;
      return /^[A-Za-z0-9 -]{3,10}$/.test(text) && /[A-Za-z0-9]/.test(text) ? null : message;
    },
    { maxLength: 10 },
  );

// Digits with an optional sign and decimal point; not "1e3", "0x10" or "1,000".
const plainNumber = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Words for a range, matching the hint NumberField shows under the label ("From 1950 to 2026"). */
function rangeText({ min, max }: NumberFormat) {
  if (min !== undefined && max !== undefined) return `from ${min} to ${max}`;
  if (min !== undefined) return `${min} or more`;
  return `${max} or less`;
}

export interface NumberMessages {
  notNumber?: string;
  notWhole?: string;
  outOfRange?: string;
}

/**
 * A number typed as text, e.g. `number('Machine size', { min: 1 })` says "Machine size must be a
 * number." for "12 ton". The bound field gets the matching keypad, range hint and arrow steps.
 */
export function number(
  label: string,
  format: NumberFormat = {},
  messages: NumberMessages = {},
): Rule<string> {
  const { integer = false, min, max } = format;
  return withHints(
    (value) => {
      const text = value.trim();
      if (!text) return null;
      if (!plainNumber.test(text)) return messages.notNumber ?? `${label} must be a number.`;
      const n = Number(text);
      if (integer && !Number.isInteger(n)) return messages.notWhole ?? `${label} must be a whole number.`;
      if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
        return messages.outOfRange ?? `${label} must be ${rangeText(format)}.`;
      }
      return null;
    },
    { number: format },
  );
}
