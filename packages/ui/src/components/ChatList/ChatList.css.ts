import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.target,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
  },
});

export const avatar = style({ flexShrink: 0 });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flexGrow: 1,
  minWidth: 0,
});

export const name = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
