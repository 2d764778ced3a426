import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  width: 'max-content',
  minWidth: 'max(240px, var(--radix-popover-trigger-width))',
  maxWidth: 'min(360px, calc(100vw - 16px))',
});

export const heading = style({
  margin: 0,
  padding: `${vars.space.md} ${vars.space.lg} 0`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const body = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
});
