import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { breakpoints } from '../../theme/tokens';
import { contentMaxWidth } from '../AppLayout/AppLayout.css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const root = style({
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const inner = style({
  maxWidth: contentMaxWidth,
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [tablet]: {
      padding: `${vars.space.xxl} ${vars.space.xl}`,
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'start',
    },
  },
});

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(4, max-content)', columnGap: vars.space.xl } },
});

// Doubled class: a list entry with a 44 px target, winning over Link's inline look.
export const link = style({
  selectors: {
    '&&': {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: vars.size.control,
      color: vars.color.text,
      textDecoration: 'none',
    },
    '&&[aria-current=page]': {
      textDecoration: 'underline',
      color: vars.color.link,
      fontWeight: vars.fontWeight.semibold,
    },
  },
  '@media': {
    '(hover: hover)': { selectors: { '&&:hover': { textDecoration: 'underline', color: vars.color.link } } },
  },
});

export const apps = style({ display: 'grid', gap: vars.space.sm });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const badge = style({
  selectors: {
    '&&': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.sm,
      minHeight: '48px',
      minWidth: '156px',
      padding: `${vars.space.xs} ${vars.space.md}`,
      borderRadius: vars.radius.md,
      background: vars.color.text,
      color: vars.color.background,
      textDecoration: 'none',
      lineHeight: vars.lineHeight.tight,
    },
  },
  '@media': {
    '(hover: hover)': { selectors: { '&&:hover': { background: vars.color.onNeutralSurface } } },
  },
});

export const badgeSmall = style({ display: 'block', fontSize: vars.fontSize.xs });

export const badgeStore = style({
  display: 'block',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const copyright = style({
  gridColumn: '1 / -1',
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

/** The social links on a phone (the top bar has them from tablets up). */
export const socialOnPhone = style({
  '@media': { [`screen and (min-width: ${breakpoints.tablet}px)`]: { display: 'none' } },
});
