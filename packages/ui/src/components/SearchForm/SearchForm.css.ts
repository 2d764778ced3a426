import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/**
 * The box takes the row's room, at least enough for the spec's longest placeholder ("search e.g. Name Category
 * Grade"): on the narrowest phones the button goes under it rather than cut the placeholder off.
 */
export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '32rem',
});

globalStyle(`${form} > :first-child`, { flex: '1 1 17.5rem' });
