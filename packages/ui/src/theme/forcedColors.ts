/**
 * Windows' contrast themes (`forced-colors: active`) replace every author colour with the theme's few, and drop
 * backgrounds and shadows: a state told by a fill or a coloured bar alone (the current page, a selected dot or tab,
 * a chosen radio) would look like every other. Under that media query these keep the state, in the theme's own
 * system colours, so it follows whatever theme the user chose.
 */
export const forcedColors = '(forced-colors: active)';

/** A selected or current item: the theme's highlight, as Windows marks a selection. */
export const forcedSelected = {
  forcedColorAdjust: 'none',
  background: 'Highlight',
  color: 'HighlightText',
  borderColor: 'Highlight',
} as const;

/** A mark drawn as a filled shape (a radio's dot, a current slide's dot): the theme's text colour. */
export const forcedMark = { forcedColorAdjust: 'none', background: 'CanvasText' } as const;
