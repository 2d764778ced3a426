import type { FormErrorItem } from '../components/FormErrorSummary/FormErrorSummary';

// JSON cannot loop, but a hostile or broken body can nest deeply; messages never sit this deep.
const maxDepth = 4;

function firstMessage(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string') return value.trim() || undefined;
  if (depth >= maxDepth || value === null || typeof value !== 'object') return undefined;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    const message = firstMessage(item, depth + 1);
    if (message) return message;
  }
  return undefined;
}

/**
 * The first message per field of a server `validate` object (`{ email: ['The email has already
 * been taken.'] }`), which is what shows under each field. Tolerant of what servers send instead:
 * a plain string per field, nested lists or objects (`images: { 0: [...] }`), empty lists, null,
 * and `[]` for "no errors" (how PHP encodes an empty map). Fields with no usable message are left out.
 */
export function firstMessages(validate: unknown): Record<string, string> {
  if (validate === null || typeof validate !== 'object' || Array.isArray(validate)) return {};
  const entries = Object.entries(validate).flatMap(([field, value]) => {
    const message = firstMessage(value, 0);
    return message ? [[field, message] as const] : [];
  });
  // fromEntries defines own properties, so a field named "__proto__" cannot touch the prototype.
  return Object.fromEntries(entries);
}

/**
 * Items for the FormErrorSummary at the top of a form, in the order of `fieldIds` (the form's
 * order) and then any other fields; each links to its control when the form names its id.
 */
export function summaryErrors(
  messages: Readonly<Record<string, string>>,
  fieldIds: Readonly<Record<string, string>> = {},
): FormErrorItem[] {
  const known = Object.keys(fieldIds).filter((field) => Object.hasOwn(messages, field));
  const others = Object.keys(messages).filter((field) => !Object.hasOwn(fieldIds, field));
  return [...known, ...others].map((field) => ({
    message: messages[field] ?? '',
    fieldId: Object.hasOwn(fieldIds, field) ? fieldIds[field] : undefined,
  }));
}
