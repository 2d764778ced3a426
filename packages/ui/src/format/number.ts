/**
 * Number and price formatting for India (lakh grouping: 1,25,000).
 *
 * Every formatter accepts what the server sends (numbers, numeric strings such as "1250.50" or "1,25,000",
 * null, undefined, "") and returns '' for anything that is not a number, so a screen can hide an empty row
 * instead of showing "NaN" or "Rs. 0".
 */

export type NumericInput = number | string | null | undefined;

/** The value as a finite number, or undefined when it is missing or not numeric. */
export function toNumber(value: NumericInput): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.trim().replace(/,/g, '');
  if (cleaned === '') return undefined;
  const parsed = Number(cleaned);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * Indian digit grouping by hand rather than Intl.NumberFormat('en-IN'): creating those formatters loads the
 * locale's data on the main thread as the first price list renders (docs/first-load.md, "Decisions").
 * "1234567" -> "12,34,567": the last three digits, then pairs.
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** Half away from zero on the number as written ("1.005" -> 1.01), as Intl rounds; toFixed alone gives 1.00. */
function roundAsWritten(positive: number, decimals: number): number {
  const shifted = Number(`${positive}e${decimals}`);
  return Number.isFinite(shifted) ? Number(`${Math.round(shifted)}e-${decimals}`) : positive;
}

/** The number rounded to `maxFraction` decimals, at least `minFraction` shown, grouped the Indian way. */
function formatDecimal(value: number, minFraction: number, maxFraction: number): string {
  const rounded = roundAsWritten(Math.abs(value), maxFraction);
  const [whole = '0', fraction = ''] = rounded.toFixed(maxFraction).split('.');
  const decimals = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  const sign = value < 0 && /[1-9]/.test(whole + decimals) ? '-' : '';
  return `${sign}${groupIndian(whole)}${decimals ? `.${decimals}` : ''}`;
}

/** "125000" -> "1,25,000"; up to two decimals are kept ("1234.567" -> "1,234.57"). */
export function formatNumber(value: NumericInput): string {
  const number = toNumber(value);
  return number === undefined ? '' : formatDecimal(number, 0, 2);
}

/** An amount without a currency: whole amounts without decimals, others with exactly two (paise). */
function formatAmount(amount: number): string {
  return Number.isInteger(amount) ? formatDecimal(amount, 0, 0) : formatDecimal(amount, 2, 2);
}

/** "125000" -> "Rs. 1,25,000"; "1250.5" -> "Rs. 1,250.50"; missing or not numeric -> "". */
export function formatRupees(value: NumericInput): string {
  const amount = toNumber(value);
  return amount === undefined ? '' : `Rs. ${formatAmount(amount)}`;
}

/**
 * A machine price range: "Rs. 1,00,000 - Rs. 2,50,000".
 * The existing product shows the from price twice on one list (a defect); we always show from, then to.
 * With one side missing the other is shown alone; with equal sides the single price is shown.
 */
export function formatPriceRange(from: NumericInput, to: NumericInput): string {
  const low = formatRupees(from);
  const high = formatRupees(to);
  if (!low || !high || low === high) return low || high;
  return `${low} - ${high}`;
}

/** Currencies the server may send for rupees; all are shown as "Rs." as the spec does. */
const rupeeCodes = new Set(['', 'INR', 'RS', 'RS.', '₹', 'RUPEE', 'RUPEES']);

/**
 * A trade listing price with its currency, unit and price basis (Exworks, FOB, CIF):
 *
 *   formatPriceWithBasis(95, 'INR', 'Exworks', 'Kg')  -> "Rs. 95 / Kg · Exworks"
 *   formatPriceWithBasis(1200, 'USD', 'FOB', 'Ton')   -> "USD 1,200 / Ton · FOB"
 *   formatPriceWithBasis(95, 'INR', 'CIF')            -> "Rs. 95 · CIF"
 *   formatPriceWithBasis('', 'INR', 'CIF')            -> ""   (no price, nothing to show)
 *
 * Rupees read "Rs." like every other price; other currencies keep their code before the amount.
 * The unit (the listing's quantity unit) and the basis are added only when present.
 */
export function formatPriceWithBasis(
  price: NumericInput,
  currency: string | null | undefined,
  basis: string | null | undefined,
  unit?: string | null,
): string {
  const amount = toNumber(price);
  if (amount === undefined) return '';
  const code = (currency ?? '').trim();
  const money = rupeeCodes.has(code.toUpperCase())
    ? `Rs. ${formatAmount(amount)}`
    : `${code} ${formatAmount(amount)}`;
  const perUnit = unit?.trim() ? ` / ${unit.trim()}` : '';
  const onBasis = basis?.trim() ? ` · ${basis.trim()}` : '';
  return `${money}${perUnit}${onBasis}`;
}
