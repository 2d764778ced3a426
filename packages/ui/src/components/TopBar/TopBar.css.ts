import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { vars } from '../../theme/vars.css';
import { breakpoints } from '../../theme/tokens';
import { contentMaxWidth } from '../AppLayout/AppLayout.css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const root = style({
  position: 'relative',
  zIndex: vars.zIndex.sticky,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const utility = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [tablet]: { paddingInline: vars.space.xl } },
});

export const utilityRow = style([row, { minHeight: '48px', fontSize: vars.fontSize.sm }]);

export const brandRow = style([row, { minHeight: '64px', justifyContent: 'space-between' }]);

export const contacts = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  marginRight: 'auto',
});

export const socialList = style({
  display: 'flex',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  gap: vars.space.xxs,
});

/** The bar's social links: from tablets up (the footer has them on a phone, where the greeting needs the room). */
export const socialListFromTablet = style({
  display: 'none',
  '@media': { [tablet]: { display: 'flex' } },
});

// Doubled class: an icon target in the bar rather than Link's inline text look.
export const iconLink = style({
  selectors: {
    '&&': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      minWidth: '32px',
      minHeight: '32px',
      paddingInline: vars.space.xs,
      borderRadius: vars.radius.md,
      color: vars.color.text,
      textDecoration: 'none',
    },
  },
  '@media': {
    '(hover: hover)': {
      selectors: { '&&:hover': { background: vars.color.surfaceSunken, color: vars.color.link } },
    },
  },
});

// Read out everywhere, shown from tablets up: the contact address (on phones only the envelope shows, to keep one
// row) and the greeting's name after the first.
export const visuallyHiddenBelowTablet = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': { [tablet]: { position: 'static', width: 'auto', height: 'auto', clip: 'auto' } },
});

/** The connection indicator keeps its full width; the greeting gives way to it. */
// While nothing shows (online, the indicator holds only its words for screen readers) it takes no room and no gap,
// yet stays in the accessibility tree, so that its status is still heard when the connection changes.
export const status = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  selectors: { [`&:not(:has(> :not(${visuallyHidden})))`]: { position: 'absolute' } },
});

// The greeting takes whatever the contact links leave, so a long name shortens with an ellipsis
// and the bar stays one row on a 360 px phone.
export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

/** The signed-in links beside the greeting keep their place while they load (no shift of the bar). */
export const accountLinks = style({
  display: 'flex',
  alignItems: 'center',
  minWidth: '56px',
  justifyContent: 'flex-end',
});

export const unreadBadge = style({ fontSize: vars.fontSize.xs, paddingBlock: 0 });

globalStyle(`${account} > button`, { minWidth: 0, maxWidth: '100%' });

// Not known yet whether anyone is signed in: the corner holds its place, invisible to everyone.
export const accountPending = style([account, { visibility: 'hidden' }]);

export const greeting = style({
  maxWidth: '240px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

// Doubled class: the Login link is a compact call to action in the bar.
export const loginLink = style({
  selectors: {
    '&&': {
      display: 'inline-flex',
      alignItems: 'center',
      minHeight: '32px',
      paddingInline: vars.space.md,
      borderRadius: vars.radius.md,
      fontWeight: vars.fontWeight.semibold,
      textDecoration: 'none',
      color: vars.color.link,
    },
  },
  '@media': {
    '(hover: hover)': {
      selectors: { '&&:hover': { background: vars.color.primarySubtle, color: vars.color.onPrimarySubtle } },
    },
  },
});

// Doubled class: the wordmark is the home link, not underlined body text.
export const brand = style({
  selectors: {
    '&&': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.sm,
      minHeight: vars.size.control,
      color: vars.color.text,
      textDecoration: 'none',
      fontSize: vars.fontSize.xl,
      fontWeight: vars.fontWeight.bold,
      letterSpacing: '-0.01em',
    },
  },
});

export const logoMark = style({ color: vars.color.primary, flexShrink: 0 });

export const wordmarkAccent = style({ color: vars.color.primary });
