import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const focusRing = { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

/** Each variant's background under the pointer or while pressed. */
const hoverBackground = createVar();

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    // A label longer than the room (a price list's name on a phone) wraps inside its button, never out of it.
    textAlign: 'center',
    overflowWrap: 'break-word',
    transition: `background ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': focusRing,
      // While pressed (a tap on a phone too); `:where()` keeps these rules as specific as one class and a
      // pseudo-class, so the stylesheets that restyle a button still win over them.
      '&:active:where(:not(:disabled, [aria-disabled=true]))': { background: hoverBackground },
      '&:disabled, &[aria-disabled=true]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[data-pending]': { cursor: 'progress' },
    },
    // Under the pointer, only where the primary pointer can hover: a tap on a phone leaves no hover look behind.
    '@media': {
      '(hover: hover)': {
        selectors: {
          '&:hover:where(:not(:disabled, [aria-disabled=true]))': { background: hoverBackground },
        },
      },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        vars: { [hoverBackground]: vars.color.primaryHover },
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        vars: { [hoverBackground]: vars.color.primarySubtle },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.link,
        vars: { [hoverBackground]: vars.color.primarySubtle },
      },
      critical: {
        background: vars.color.surfaceRaised,
        color: vars.color.critical,
        borderColor: vars.color.critical,
        vars: { [hoverBackground]: vars.color.criticalSurface },
      },
    },
    size: {
      small: { minHeight: '32px', padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
      medium: { minHeight: vars.size.control, padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
      large: { minHeight: '52px', padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
});
