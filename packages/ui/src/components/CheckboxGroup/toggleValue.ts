/**
 * The group's value after one option is checked or unchecked. Checked values follow the order of
 * the options (so "Apply" sends a stable list); values no option knows are kept at the end.
 */
export function toggleValue(
  current: readonly string[],
  optionValue: string,
  checked: boolean,
  optionValues: readonly string[],
): string[] {
  const chosen = new Set(current);
  if (checked) chosen.add(optionValue);
  else chosen.delete(optionValue);
  const known = optionValues.filter((value) => chosen.has(value));
  const unknown = [...chosen].filter((value) => !optionValues.includes(value));
  return [...known, ...unknown];
}
