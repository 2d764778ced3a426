import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBottom: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'start',
  overflowWrap: 'anywhere',
});

export const label = style([
  cell,
  {
    width: '40%',
    fontWeight: vars.fontWeight.semibold,
    background: vars.color.surface,
  },
]);

export const value = cell;

/** A number and its unit never break apart. */
export const quantity = style({ whiteSpace: 'nowrap' });
