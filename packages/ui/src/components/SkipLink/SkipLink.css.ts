import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Off-screen until focused, then pinned to the top-left corner above everything else. */
export const skipLink = style({
  position: 'fixed',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndex.toast,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transform: 'translateY(calc(-100% - 16px))',
  selectors: {
    // The shadow only while shown, or its blur would peek in at the top of the page.
    '&:focus': { transform: 'none', boxShadow: vars.shadow.lg },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    },
  },
});
