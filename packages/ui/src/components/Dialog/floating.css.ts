import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const appear = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

/** The card that menus and popovers float in, portaled to <body>. */
export const floatingSurface = style({
  zIndex: vars.zIndex.dropdown,
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'var(--radix-popper-available-height)',
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
  transformOrigin: 'var(--radix-popper-transform-origin)',
  selectors: {
    '&[data-state=open]': { animation: `${appear} ${vars.motion.fast} ${vars.motion.easing}` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-state]': { animation: 'none' } } },
  },
});
