const focusable = [
  'input:not([type=hidden]):not([hidden]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Moves focus to the field with this id, or to the first control inside it (a radio group, a group
 * of checkboxes, a photo list), scrolled to the middle so its label shows too. False when the page
 * has no such field.
 */
export function focusField(id: string): boolean {
  const field = document.getElementById(id);
  if (!field) return false;
  const target = field.matches(focusable) ? field : field.querySelector<HTMLElement>(focusable);
  if (!target) return false;
  target.scrollIntoView?.({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}
