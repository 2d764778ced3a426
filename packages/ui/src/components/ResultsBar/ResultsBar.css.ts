import { globalStyle, style } from '@vanilla-extract/css';
import { phoneMedia } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

/**
 * The count, then the list's controls. On a phone the count has a row of its own, loading or loaded, so that its
 * text coming with the answer never wraps the controls to a new row and moves the list down
 * (docs/first-load.md, "Decisions").
 */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

globalStyle(`${bar} > :first-child`, { '@media': { [phoneMedia]: { flexBasis: '100%' } } });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
