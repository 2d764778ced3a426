import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(420px, 100vw)',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 16px))' },
  to: { transform: 'translateX(0)' },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    paddingLeft: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    borderLeft: '4px solid',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&[data-state=open]': { animation: `${slideIn} ${vars.motion.base} ${vars.motion.easing}` },
      '&[data-swipe=move]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe=cancel]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.motion.base} ${vars.motion.easing}`,
      },
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    tone: {
      info: { borderLeftColor: vars.color.primary },
      success: { borderLeftColor: vars.color.success },
      warning: { borderLeftColor: vars.color.warning },
      critical: { borderLeftColor: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xs,
});

export const title = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Radix's Close sets no hover attribute, so the hover look comes from :hover. */
export const close = style({
  flexShrink: 0,
  selectors: { '&:hover': { background: vars.color.primarySubtle } },
});
