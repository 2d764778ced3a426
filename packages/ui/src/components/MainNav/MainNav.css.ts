import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { breakpoints } from '../../theme/tokens';
import { forcedColors, forcedSelected } from '../../theme/forcedColors';

const wide = `screen and (min-width: ${breakpoints.tablet}px)`;

export const root = style({ position: 'relative' });

export const toggle = style({ '@media': { [wide]: { display: 'none' } } });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  selectors: {
    '&[data-state=closed]': { display: 'none' },
    '&[data-state=open]': {
      position: 'absolute',
      top: `calc(100% + ${vars.space.xs})`,
      right: 0,
      zIndex: vars.zIndex.dropdown,
      display: 'flex',
      flexDirection: 'column',
      width: `min(280px, calc(100vw - 2 * ${vars.space.lg}))`,
      background: vars.color.surfaceRaised,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.lg,
    },
  },
  '@media': {
    [wide]: {
      selectors: {
        '&[data-state=closed], &[data-state=open]': {
          position: 'static',
          display: 'flex',
          flexDirection: 'row',
          gap: vars.space.xs,
          width: 'auto',
          padding: 0,
          background: 'none',
          border: 0,
          boxShadow: 'none',
        },
      },
    },
  },
});

// Doubled class: a menu entry, not an inline text link, so it wins over Link's own look.
export const link = style({
  selectors: {
    '&&': {
      display: 'flex',
      alignItems: 'center',
      minHeight: vars.size.control,
      padding: `0 ${vars.space.md}`,
      borderRadius: vars.radius.md,
      color: vars.color.text,
      fontWeight: vars.fontWeight.semibold,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
    },
    '&&[aria-current=page]': { background: vars.color.primarySubtle, color: vars.color.onPrimarySubtle },
  },
  // The current page keeps its own look under the pointer.
  '@media': {
    '(hover: hover)': {
      selectors: { '&&:hover:not([aria-current=page])': { background: vars.color.surfaceSunken } },
    },
    [forcedColors]: { selectors: { '&&[aria-current=page]': forcedSelected } },
  },
});

// The menu's command (e.g. Install app) wears the entries' look over the native button it is: left-aligned,
// no button border, as wide as the phone menu.
export const action = style([
  link,
  {
    selectors: {
      '&&': { width: '100%', justifyContent: 'flex-start', border: 0, fontSize: 'inherit' },
    },
  },
]);
