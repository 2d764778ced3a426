import { browserStorage } from '../storage/browserStorage';
import type { FieldValue, FormValues, ImageList } from './formValues';

/**
 * What was typed into a form survives a session that ends under it: a 401 on submit sends the user to sign in,
 * and the form they come back to is filled in again. A form opts in with
 * `useForm(..., { draft: { name: 'my-profile', owner: signedInUserId } })` (never one that holds a password). Drafts
 * are written only when a session expires, to session storage (this tab only), and restored only into a form of
 * the user who typed them: signing in as anyone else, here or in another tab, or signing out, drops them, and a
 * draft whose owner is not the signed-in user is never restored (even if dropping it failed).
 * Picked photos are files, which storage cannot keep: the photos already saved with a listing are kept.
 */
const STORAGE_KEY = 'plastihub.form-drafts';

interface Drafts {
  owner: number | null;
  forms: Record<string, FormValues>;
}

/** The forms on screen now that keep a draft: their id, how to read their values, and their fields' ids. */
const liveForms = new Map<string, { read: () => FormValues; fieldIds: readonly string[] }>();

export function trackDraft(id: string, read: () => FormValues, fieldIds: readonly string[]): () => void {
  const form = { read, fieldIds };
  liveForms.set(id, form);
  return () => {
    if (liveForms.get(id) === form) liveForms.delete(id);
  };
}

/** The ids of the fields whose values a draft keeps (what a reload would not lose: unkeptInput.ts). */
export const draftFieldIds = (): ReadonlySet<string> =>
  new Set([...liveForms.values()].flatMap((form) => form.fieldIds));

const storable = (value: FieldValue): FieldValue =>
  typeof value === 'string' || Array.isArray(value)
    ? value
    : { saved: (value as ImageList).saved, files: [] };

function read(): Drafts | null {
  try {
    const saved = browserStorage('session').getItem(STORAGE_KEY);
    const drafts = saved ? (JSON.parse(saved) as Drafts) : null;
    return drafts && typeof drafts.forms === 'object' && drafts.forms !== null ? drafts : null;
  } catch {
    return null;
  }
}

function write(drafts: Drafts | null) {
  // Full or blocked storage: the draft stays in this tab's memory.
  if (drafts && Object.keys(drafts.forms).length > 0)
    browserStorage('session').setItem(STORAGE_KEY, JSON.stringify(drafts));
  else browserStorage('session').removeItem(STORAGE_KEY);
}

/** The session has ended under the user `owner`: keep what every tracked form on screen holds. */
export function keepDrafts(owner: number | null) {
  // Nobody could prove to be the owner of a draft whose owner is unknown.
  if (owner === null) return write(null);
  const forms: Record<string, FormValues> = {};
  for (const [id, { read: values }] of liveForms) {
    forms[id] = Object.fromEntries(
      Object.entries(values()).map(([field, value]) => [field, storable(value)]),
    );
  }
  write({ owner, forms });
}

/** A new session began for `user`: drafts kept under anyone else go. */
export function keepDraftsOnlyFor(user: number | null) {
  const drafts = read();
  if (drafts && (user === null || drafts.owner !== user)) write(null);
}

export function dropDrafts() {
  write(null);
}

/**
 * The form's draft over its first values, or null: only for the user who typed it. (It stays until
 * `discardDraft`, once the form is up.)
 */
export function restoreDraft<V extends FormValues>(id: string, fields: V, owner: number | null): V | null {
  const drafts = read();
  if (owner === null || drafts?.owner !== owner) return null;
  const draft = drafts.forms[id];
  if (!draft) return null;
  // Only the fields this form has, each of the kind it holds.
  const restored = { ...fields };
  for (const field of Object.keys(fields) as (keyof V)[]) {
    const value = draft[field as string];
    const kind = (of: unknown) => (Array.isArray(of) ? 'list' : typeof of);
    if (value !== undefined && kind(value) === kind(fields[field])) restored[field] = value as V[keyof V];
  }
  return restored;
}

export function discardDraft(id: string) {
  const drafts = read();
  if (!drafts?.forms[id]) return;
  delete drafts.forms[id];
  write(drafts);
}
