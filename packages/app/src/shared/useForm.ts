import { useCallback, useMemo, useState, type FormEvent } from 'react';
import type { FormState } from './formState';

export type Rule<V> = (value: string, values: V) => string | null;
export type Rules<V> = { [K in keyof V]?: Rule<V>[] };

export const required =
  <V>(message: string): Rule<V> =>
  (value) =>
    value.trim() ? null : message;

export const lengthBetween =
  <V>(min: number, max: number, message: string): Rule<V> =>
  (value) =>
    value.trim().length === 0 || (value.trim().length >= min && value.trim().length <= max) ? null : message;

export const emailFormat =
  <V>(message: string): Rule<V> =>
  (value) =>
    !value.trim() || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : message;

export const digitsOnly =
  <V>(message: string): Rule<V> =>
  (value) =>
    !value || /^\d+$/.test(value) ? null : message;

export const sameAs =
  <V>(other: keyof V, message: string): Rule<V> =>
  (value, values) =>
    !value || value === values[other] ? null : message;

export function validate<V extends Record<string, string>>(values: V, rules: Rules<V>) {
  const errors: Partial<Record<keyof V, string>> = {};
  for (const key of Object.keys(rules) as (keyof V)[]) {
    for (const rule of rules[key] ?? []) {
      const message = rule(values[key] ?? '', values);
      if (message) {
        errors[key] = message;
        break;
      }
    }
  }
  return errors;
}

/**
 * A form's values and its messages: client rules are checked on submit (then live as the user corrects them);
 * server `validate` messages show under their fields until that field is edited. Values are never cleared on
 * failure, so nothing the user typed is lost.
 */
export function useForm<V extends Record<string, string>>(initial: V, rules: Rules<V>, server: FormState) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [editedSinceServer, setEdited] = useState<Set<string>>(new Set());
  const [lastServer, setLastServer] = useState(server);
  if (server !== lastServer) {
    setLastServer(server);
    setEdited(new Set());
  }

  const clientErrors: Partial<Record<keyof V, string>> = useMemo(
    () => (submitted ? validate(values, rules) : {}),
    [submitted, values, rules],
  );

  const errorFor = useCallback(
    (field: keyof V & string, serverField: string = field): string | undefined =>
      clientErrors[field] ??
      (editedSinceServer.has(serverField) ? undefined : server.fieldErrors[serverField]),
    [clientErrors, editedSinceServer, server.fieldErrors],
  );

  const set = useCallback((field: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setEdited((current) => new Set(current).add(field));
  }, []);

  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const errors = validate(values, rules);
    const firstInvalid = Object.keys(errors)[0];
    if (firstInvalid) {
      document.getElementById(firstInvalid)?.focus();
      return;
    }
    onValid(values);
  };

  return { values, set, errorFor, handleSubmit, setValues };
}
