import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { breakpoints } from '../../theme/tokens';
import { forcedColors, forcedSelected } from '../../theme/forcedColors';

const wide = `screen and (min-width: ${breakpoints.tablet}px)`;

export const root = style({ minWidth: 0 });

export const toggle = style({ '@media': { [wide]: { display: 'none' } } });

// Doubled class: the toggle is a full-width row, label left and current page right.
export const toggleButton = style({
  selectors: { '&&': { justifyContent: 'space-between', whiteSpace: 'nowrap' } },
});

export const current = style({
  marginLeft: 'auto',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: {
    '&[data-state=closed]': { display: 'none' },
    '&[data-state=open]': { marginTop: vars.space.sm },
  },
  '@media': {
    [wide]: {
      selectors: { '&[data-state=closed], &[data-state=open]': { display: 'grid', marginTop: 0 } },
    },
  },
});

export const sectionTitle = style({
  padding: `${vars.space.xs} ${vars.space.md} 0`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxs });

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
} as const;

// Doubled class: a menu row rather than Link's inline text look.
export const link = style({
  selectors: {
    '&&': { ...row, color: vars.color.text },
    '&&[aria-current=page]': {
      background: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
  },
  // The current page keeps its own look under the pointer.
  '@media': {
    '(hover: hover)': {
      selectors: { '&&:hover:not([aria-current=page])': { background: vars.color.surfaceSunken } },
    },
    [forcedColors]: { selectors: { '&&[aria-current=page]': forcedSelected } },
  },
});

// Doubled class: Button's look, laid out like the link rows above it.
export const action = style({
  selectors: { '&&': { ...row, justifyContent: 'flex-start', border: 0, color: vars.color.critical } },
});

export const actionArea = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm });

export const icon = style({ display: 'inline-flex', width: '20px', height: '20px', flexShrink: 0 });

export const chevron = style({ flexShrink: 0 });
