import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { summaryErrors, type FormErrorItem } from '@plastihub/ui';
import type { FormState } from './formState';
import { fieldBinders, type BindableForm } from './binders';
import { discardDraft, restoreDraft, trackDraft } from './drafts';
import { focusFirstField } from './focusFirst';
import type { FormValues } from './formValues';
import type { Rules } from './rules';
import { validate } from './validate';

export interface FormOptions<V> {
  /** The server's names of fields where they differ from the form's (`zipCode: 'pin_code'`). */
  serverNames?: { readonly [K in keyof V]?: string };
  /** Put before every field's id when two forms share a page. */
  idPrefix?: string;
  /**
   * The form's name for drafts (forms/drafts.ts) and the signed-in user: what the user typed comes back to them
   * after a session that ended under it. Never for a form with a password.
   */
  draft?: { name: string; owner: number | null };
}

type Field<V> = keyof V & string;

/**
 * A form's values, its messages and the binders that hand them to ui fields.
 *
 * Client rules are checked on submit, then live as the user corrects them (photo rules as soon as
 * a photo is picked); server `validate` messages show under their fields until that field is
 * edited. Values are never cleared on failure, so nothing the user typed or picked is lost.
 */
export function useForm<V extends FormValues>(
  initial: V,
  rules: Rules<V>,
  server: FormState,
  { serverNames = {}, idPrefix = '', draft }: FormOptions<V> = {},
) {
  // The first values, kept: screens pass a fresh object on every render.
  const [initialValues] = useState(initial);
  const [values, setValues] = useState(
    () => (draft && restoreDraft(draft.name, initial, draft.owner)) || initial,
  );
  const draftName = draft?.name;
  const current = useRef(values);
  useEffect(() => {
    current.current = values;
  }, [values]);
  const idOf = useCallback((field: Field<V>) => `${idPrefix}${field}`, [idPrefix]);
  useEffect(() => {
    if (!draftName) return;
    discardDraft(draftName);
    const fieldIds = (Object.keys(initialValues) as Field<V>[]).map(idOf);
    return trackDraft(draftName, () => current.current, fieldIds);
  }, [draftName, initialValues, idOf]);
  const [submitted, setSubmitted] = useState(false);
  // Fields whose rules speak while the user edits them, before any submit (photos).
  const [checkedNow, setCheckedNow] = useState<ReadonlySet<string>>(new Set());
  const [editedSinceServer, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [lastServer, setLastServer] = useState(server);
  if (server !== lastServer) {
    setLastServer(server);
    setEdited(new Set());
  }

  const clientErrors = useMemo(() => validate(values, rules), [values, rules]);

  const errorFor = (field: Field<V>, serverField: string = serverNames[field] ?? field): string | undefined =>
    ((submitted || checkedNow.has(field)) && clientErrors[field]) ||
    (editedSinceServer.has(field) ? undefined : server.fieldErrors[serverField]);

  const set = useCallback(
    <K extends Field<V>>(field: K, value: V[K], { checkNow = false }: { checkNow?: boolean } = {}) => {
      setValues((current) => ({ ...current, [field]: value }));
      setEdited((current) => (current.has(field) ? current : new Set(current).add(field)));
      if (checkNow) setCheckedNow((current) => (current.has(field) ? current : new Set(current).add(field)));
    },
    [],
  );

  /** Starts over (after a successful send): these values, no messages. */
  const reset = useCallback(
    (next: V = initialValues) => {
      setValues(next);
      setSubmitted(false);
      setCheckedNow(new Set());
    },
    [initialValues],
  );

  /** Checks the rules; sends the values when they pass, or focuses the first wrong field on the page. */
  const handleSubmit = (onValid: (values: V) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = Object.keys(validate(values, rules)) as Field<V>[];
    if (invalid.length > 0) {
      focusFirstField(invalid.map(idOf));
      return;
    }
    onValid(values);
  };

  /** Every message shown under a field, in the form's order, for a FormErrorSummary at the top. */
  const summary = (): FormErrorItem[] => {
    const fields = Object.keys(initialValues) as Field<V>[];
    const messages: Record<string, string> = {};
    const claimed = new Set<string>();
    for (const field of fields) {
      claimed.add(serverNames[field] ?? field);
      const message = errorFor(field);
      if (message) messages[field] = message;
    }
    for (const [serverField, message] of Object.entries(server.fieldErrors)) {
      if (!claimed.has(serverField)) messages[serverField] = message;
    }
    return summaryErrors(messages, Object.fromEntries(fields.map((field) => [field, idOf(field)])));
  };

  const form: BindableForm<V> = { values, rules, set, errorFor, idOf };
  return { ...form, ...fieldBinders(form), setValues, reset, handleSubmit, summary };
}

export type Form<V extends FormValues> = ReturnType<typeof useForm<V>>;
