import { focusField } from '@plastihub/ui';

/**
 * Moves focus to whichever of these fields comes first on the page (not first in the rules),
 * into the control itself for a group of checkboxes or photos. False when none is on the page.
 */
export function focusFirstField(ids: readonly string[]): boolean {
  const fields = ids
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return fields.some((field) => focusField(field.id));
}
