/**
 * The ASCII digit for any Unicode decimal digit (Devanagari "९", Tamil "௯", full-width "９"...), so
 * people typing on an Indian-language keyboard are not silently dropped. Unicode encodes decimal
 * digits only in contiguous runs of ten, ascending from zero, so the position in the run is the value.
 */
function asciiDigit(char: string): string | null {
  if (char >= '0' && char <= '9') return char;
  if (!/\p{Nd}/u.test(char)) return null;
  let position = 0;
  let codePoint = char.codePointAt(0) ?? 0;
  while (/\p{Nd}/u.test(String.fromCodePoint(codePoint - 1))) {
    codePoint -= 1;
    position += 1;
  }
  return String(position % 10);
}

const digitsOf = (text: string) =>
  Array.from(text, asciiDigit)
    .filter((digit) => digit !== null)
    .join('');

/**
 * Keeps only the digits of what is in the input, and says where the caret belongs afterwards (after
 * the same digits it followed), so typing a letter mid-number does not throw the caret to the end.
 * `maxLength` counts digits: "98765 43210" pasted into a 10-digit field keeps all ten.
 */
export function keepDigits(
  text: string,
  caret: number = text.length,
  maxLength?: number,
): { value: string; caret: number } {
  const all = digitsOf(text);
  const value = maxLength !== undefined && maxLength >= 0 ? all.slice(0, maxLength) : all;
  return { value, caret: Math.min(digitsOf(text.slice(0, caret)).length, value.length) };
}
