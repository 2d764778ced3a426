import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';
import inter400 from '../fonts/inter-latin-400-normal.woff2';
import inter600 from '../fonts/inter-latin-600-normal.woff2';
import inter700 from '../fonts/inter-latin-700-normal.woff2';

// The font ships with the repository so renders (and visual baselines) match on every machine.
globalFontFace('Inter', [
  { src: `url(${inter400}) format('woff2')`, fontWeight: 400, fontStyle: 'normal', fontDisplay: 'swap' },
  { src: `url(${inter600}) format('woff2')`, fontWeight: 600, fontStyle: 'normal', fontDisplay: 'swap' },
  { src: `url(${inter700}) format('woff2')`, fontWeight: 700, fontStyle: 'normal', fontDisplay: 'swap' },
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

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
