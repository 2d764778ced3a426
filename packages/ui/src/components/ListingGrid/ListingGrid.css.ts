import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ minWidth: 0 });

/** Four cards a row on a desktop, two on a tablet, one on a phone. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ minWidth: 0 });
