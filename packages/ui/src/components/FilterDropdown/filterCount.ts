export const filterSelections = ['single', 'multiple'] as const;
export type FilterSelection = (typeof filterSelections)[number];

/** How many choices are in force: distinct non-empty values, at most one for a single choice. */
export function activeFilterCount(value: readonly string[], selection: FilterSelection = 'multiple'): number {
  const distinct = new Set(value.filter((entry) => entry !== '')).size;
  return selection === 'single' ? Math.min(distinct, 1) : distinct;
}

/** The trigger's text: "Keyskill(s)" with nothing chosen, "Keyskill(s) (2)" with two. */
export function filterTriggerLabel(name: string, count: number): string {
  return count > 0 ? `${name} (${count})` : name;
}
