import { createVar, style } from '@vanilla-extract/css';

export const minColumnWidth = createVar();

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${minColumnWidth}, 100%), 1fr))`,
});
