import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';
import inter400 from '../fonts/inter-latin-400-normal.woff2';
import inter600 from '../fonts/inter-latin-600-normal.woff2';
import inter700 from '../fonts/inter-latin-700-normal.woff2';
import interCore400 from '../fonts/inter-core-400-normal.woff2';
import interCore600 from '../fonts/inter-core-600-normal.woff2';
import interCore700 from '../fonts/inter-core-700-normal.woff2';

// The font ships with the repository so renders (and visual baselines) match on every machine.
// Each weight comes in two files. The core file (9 KB: ASCII and common punctuation, cut by
// scripts/subset-fonts.sh) is all most pages download; the full latin file (24 KB) is fetched only when
// a page shows a character the core lacks (é, ü...). Faces declared later are tried first.
const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
  'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const coreRange =
  'U+0020-007E, U+00A0, U+00A9, U+00AE, U+00B0, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, ' +
  'U+2022, U+2026, U+20AC, U+2122, U+2212';

const face = (src: string, fontWeight: number, unicodeRange: string) => ({
  src: `url(${src}) format('woff2')`,
  fontWeight,
  fontStyle: 'normal' as const,
  fontDisplay: 'swap' as const,
  unicodeRange,
});

globalFontFace('Inter', [
  face(inter400, 400, latinRange),
  face(inter600, 600, latinRange),
  face(inter700, 700, latinRange),
  face(interCore400, 400, coreRange),
  face(interCore600, 600, coreRange),
  face(interCore700, 700, coreRange),
]);

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', { WebkitTextSizeAdjust: '100%' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('img, svg', { display: 'block', maxWidth: '100%' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('h1, h2, h3, h4, h5, h6, p', { margin: 0 });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

// A heading that takes focus from script (a new page's, for screen readers) is not a control: no ring round it.
globalStyle('h1[tabindex="-1"]:focus', { outline: 'none' });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
