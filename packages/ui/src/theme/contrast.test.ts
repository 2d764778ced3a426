import { describe, expect, it } from 'vitest';
import { darkColors, lightColors, textPairs, uiPairs, type ColorRole, type ColorTokens } from './tokens';

/** WCAG 2.2 relative luminance of an opaque "#rrggbb" colour. */
function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Contrast needs an opaque #rrggbb colour, got "${hex}"`);
  const [red, green, blue] = match.slice(1).map((channel) => {
    const srgb = parseInt(channel, 16) / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2.2 contrast ratio, from 1 (same colour) to 21 (black on white). */
function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  );
  return (lighter! + 0.05) / (darker! + 0.05);
}

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The grey that WCAG examples cite as just passing 4.5:1 on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

const themes: ReadonlyArray<readonly [string, ColorTokens]> = [
  ['light', lightColors],
  ['dark', darkColors],
];

const cases = (pairs: ReadonlyArray<readonly [ColorRole, ColorRole]>) =>
  themes.flatMap(([theme, colors]) =>
    pairs.map(([foreground, background]) => ({ theme, colors, foreground, background })),
  );

describe.each([
  { kind: 'text', minimum: 4.5, pairs: textPairs },
  { kind: 'UI part', minimum: 3, pairs: uiPairs },
])('$kind contrast (at least $minimum:1)', ({ minimum, pairs }) => {
  it.each(cases(pairs))('$theme: $foreground on $background', ({ theme, colors, foreground, background }) => {
    const ratio = contrastRatio(colors[foreground], colors[background]);
    expect(
      ratio,
      `${theme} ${foreground} (${colors[foreground]}) on ${background} (${colors[background]}) is ${ratio.toFixed(2)}:1`,
    ).toBeGreaterThanOrEqual(minimum);
  });
});
