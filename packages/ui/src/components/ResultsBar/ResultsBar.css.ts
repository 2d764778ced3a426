import { globalStyle, style } from '@vanilla-extract/css';
import { phoneMedia } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

/**
 * The count, then the list's controls. On a phone the count has a row of its own, loading or loaded: when its text
 * came with the answer, the controls beside it wrapped to a new row and moved the list down (CLS 0.031).
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
