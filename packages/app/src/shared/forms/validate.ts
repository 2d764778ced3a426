import type { FormValues } from './formValues';
import type { Rule, RuleHints, Rules } from './rules';

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** The first failing rule's message per field, in the order the rules list the fields. */
export function validate<V extends FormValues>(values: V, rules: Rules<V>): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const field of Object.keys(rules) as (keyof V & string)[]) {
    for (const rule of rules[field] ?? []) {
      const message = rule(values[field], values);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  return errors;
}

/** What a field's rules together say about it (required, limits, number format). */
export function hintsOf<T, V>(rules: readonly Rule<T, V>[] | undefined): RuleHints {
  return Object.assign({}, ...(rules ?? []).map((rule) => rule.hints ?? {})) as RuleHints;
}
