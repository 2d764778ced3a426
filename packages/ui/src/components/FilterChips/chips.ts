export interface FilterChip {
  /** Unique per chip, e.g. "brand:Reliance" or "year:2019". */
  id: string;
  /** The text on the chip: "Reliance", "2019". */
  label: string;
}

/** One chip per name: the polymer product filters add a chip per chosen brand or year, duplicates removed by name. */
export function uniqueChips(chips: readonly FilterChip[]): FilterChip[] {
  const seen = new Set<string>();
  return chips.filter((chip) => {
    const key = chip.label.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
