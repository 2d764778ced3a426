import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const smallPhone = 'screen and (max-width: 480px)';
const reducedMotion = '(prefers-reduced-motion: reduce)';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'none' },
});
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(100%)' } });

/** The backdrop is also the layout box: it centres a dialog or pins a side panel to the right. */
export const overlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    background: vars.color.backdrop,
    overflow: 'hidden',
    selectors: {
      '&[data-state=open]': { animation: `${fadeIn} ${vars.motion.base} ${vars.motion.easing}` },
      '&[data-state=closed]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
    },
    '@media': {
      [reducedMotion]: { selectors: { '&[data-state]': { animation: 'none' } } },
    },
  },
  variants: {
    variant: {
      center: {
        alignItems: 'center',
        justifyContent: 'center',
        padding: vars.space.lg,
        '@media': { [smallPhone]: { padding: 0 } },
      },
      side: { alignItems: 'stretch', justifyContent: 'flex-end' },
    },
  },
  defaultVariants: { variant: 'center' },
});

const centerWidths = { small: '400px', medium: '560px', large: '800px' } as const;
const sideWidths = { small: '360px', medium: '440px', large: '640px' } as const;

export const content = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    width: '100%',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    '@media': {
      [smallPhone]: {
        maxWidth: 'none',
        maxHeight: 'none',
        height: '100%',
        borderRadius: 0,
      },
      [reducedMotion]: { selectors: { '&[data-state]': { animation: 'none' } } },
    },
  },
  variants: {
    variant: {
      center: {
        maxHeight: '100%',
        borderRadius: vars.radius.lg,
        selectors: {
          '&[data-state=open]': { animation: `${popIn} ${vars.motion.base} ${vars.motion.easing}` },
        },
      },
      side: {
        height: '100%',
        borderLeft: `1px solid ${vars.color.border}`,
        selectors: {
          '&[data-state=open]': { animation: `${slideIn} ${vars.motion.base} ${vars.motion.easing}` },
          '&[data-state=closed]': { animation: `${slideOut} ${vars.motion.fast} ${vars.motion.easing}` },
        },
      },
    },
    size: {
      small: {},
      medium: {},
      large: {},
    },
  },
  compoundVariants: [
    ...(['small', 'medium', 'large'] as const).flatMap((size) => [
      { variants: { variant: 'center' as const, size }, style: { maxWidth: centerWidths[size] } },
      { variants: { variant: 'side' as const, size }, style: { maxWidth: sideWidths[size] } },
    ]),
  ],
  defaultVariants: { variant: 'center', size: 'medium' },
});

export type DialogContentVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md} ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  paddingTop: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const closeButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  margin: `calc(${vars.space.xs} * -1) 0`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const closeIcon = style({ width: '20px', height: '20px' });

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.lg} ${vars.space.xl}`,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    [smallPhone]: { flexDirection: 'column-reverse', alignItems: 'stretch' },
  },
});
