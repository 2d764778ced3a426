import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { breakpoints } from '../../theme/tokens';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const root = style({ display: 'grid', gap: vars.space.md, marginBottom: vars.space.xl });

export const crumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const crumb = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

// Room for a 24 px target around a small text link.
export const crumbLink = style({
  selectors: { '&&': { display: 'inline-flex', alignItems: 'center', minHeight: vars.size.target } },
});

export const current = style({ color: vars.color.textMuted });

export const separator = style({ width: '16px', height: '16px', color: vars.color.textMuted, flexShrink: 0 });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [tablet]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
  },
});

export const titles = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': { [tablet]: { flexShrink: 0, justifyContent: 'flex-end' } },
});
