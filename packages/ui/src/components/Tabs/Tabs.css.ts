import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { forcedColors } from '../../theme/forcedColors';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.lg}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[data-state=active]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    // The bar under the selected tab: the theme's highlight; the others' bars (transparent, which a contrast theme
    // would paint in its text colour) in the page's own colour.
    [forcedColors]: {
      forcedColorAdjust: 'none',
      color: 'CanvasText',
      borderBottomColor: 'Canvas',
      selectors: {
        '&[data-state=active]': { color: 'Highlight', borderBottomColor: 'Highlight' },
        '&[data-disabled]': { color: 'GrayText' },
      },
    },
  },
});

export const panel = style({
  paddingTop: vars.space.lg,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
