import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const tray = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

/** Kept at the bottom of the screen while a long list scrolls under it (the refusal stays in sight). */
export const sticky = style({
  position: 'sticky',
  bottom: vars.space.sm,
  zIndex: 1,
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.18)',
});

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const open = style({ marginLeft: 'auto' });

export const items = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
  padding: vars.space.xs,
  paddingLeft: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const thumb = style({ flexShrink: 0 });

export const itemTitle = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const rowHeader = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The tint repeats the "Differs" badge for sighted readers scanning across a row. */
export const value = style({
  selectors: {
    '&[data-differs]': {
      display: 'inline-block',
      padding: `0 ${vars.space.xs}`,
      borderRadius: vars.radius.sm,
      background: vars.color.warningSurface,
      color: vars.color.onWarningSurface,
    },
  },
});
