/** One choice in a Select. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** One choice in a CheckboxGroup or RadioGroup; a description says more under the label. */
export interface ChoiceOption extends SelectOption {
  description?: string;
}

/** Options from plain strings, where the server's value is also the text shown. */
export const optionsFrom = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));

/** Options from the server's `{ id, name }` look-ups (countries, categories...): the id is the value. */
export const optionsFromLookup = (
  items: ReadonlyArray<{ id: number | string; name: string }>,
): SelectOption[] => items.map((item) => ({ value: String(item.id), label: item.name }));
