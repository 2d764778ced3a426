import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `2px solid ${vars.color.critical}`,
  borderLeftWidth: '6px',
  borderRadius: vars.radius.md,
  background: vars.color.criticalSurface,
  color: vars.color.onCriticalSurface,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.onCriticalSurface,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const titleIcon = style({ flex: 'none', width: '1.25em', height: '1.25em' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.xl,
});

export const link = style({
  // At least 24px tall, even for a one-word message.
  display: 'inline-block',
  minHeight: vars.size.target,
  color: vars.color.onCriticalSurface,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
