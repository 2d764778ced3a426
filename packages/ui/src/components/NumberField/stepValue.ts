export interface NumberBounds {
  min?: number;
  max?: number;
  step?: number;
}

// Digits with an optional sign and decimal point; not "1e3", "0x10" or "1,000".
const plainNumber = /^[+-]?(\d+\.?\d*|\.\d+)$/;

const decimalsOf = (n: number) => {
  const [, fraction = ''] = String(n).split('.');
  return fraction.length;
};

/**
 * The text after one Arrow Up (+1) or Arrow Down (-1) press, as a number input would step it,
 * clamped to min/max and free of floating-point noise ("0.30000000000000004"). Returns null when
 * the text is not a plain number, so what the user typed is never replaced by a guess.
 */
export function stepValue(text: string, direction: 1 | -1, { min, max, step = 1 }: NumberBounds = {}) {
  const trimmed = text.trim();
  if (trimmed !== '' && !plainNumber.test(trimmed)) return null;
  const current = trimmed === '' ? null : Number(trimmed);

  let next: number;
  if (current === null) next = direction > 0 ? (min ?? 0) : (max ?? min ?? 0);
  else next = current + direction * step;
  if (min !== undefined) next = Math.max(min, next);
  if (max !== undefined) next = Math.min(max, next);

  const decimals = Math.max(decimalsOf(step), current === null ? 0 : decimalsOf(current));
  return String(Number(next.toFixed(decimals)));
}

/** The words under the label that say which numbers fit, e.g. "From 1950 to 2026". */
export function rangeHint({ min, max }: NumberBounds, format: (n: number) => string = String) {
  if (min !== undefined && max !== undefined) return `From ${format(min)} to ${format(max)}`;
  if (min !== undefined) return `${format(min)} or more`;
  if (max !== undefined) return `Up to ${format(max)}`;
  return undefined;
}
