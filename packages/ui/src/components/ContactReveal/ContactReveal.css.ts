import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const title = style({ fontWeight: vars.fontWeight.semibold });

export const list = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'baseline' });

export const term = style({ color: vars.color.textMuted, minWidth: '4.5rem' });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

/** The links stand alone on their rows, so they get the full touch target height. */
export const link = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.size.target });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
