import { draftFieldIds } from './drafts';

/** Fields that hold no typing of the user's (their state is a choice any page shows again). */
const NOT_TYPED = new Set([
  'hidden',
  'checkbox',
  'radio',
  'button',
  'submit',
  'reset',
  'image',
  'range',
  'color',
]);

/**
 * Whether a field on the page holds what the user typed or picked that a reload would lose: not kept by a draft
 * (drafts.ts), nor in the URL (a search form's words). A password is never kept, so a typed one always counts.
 */
export function holdsUnkeptInput(root: ParentNode = document): boolean {
  const kept = draftFieldIds();
  return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
    (field) => {
      if (kept.has(field.id) || field.closest('[role="search"]')) return false;
      if (field instanceof HTMLInputElement) {
        if (field.type === 'file') return (field.files?.length ?? 0) > 0;
        if (NOT_TYPED.has(field.type)) return false;
      }
      return field.value.trim() !== '';
    },
  );
}
