import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const field = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  border: 0,
  margin: 0,
  padding: 0,
});

export const label = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const requiredMarker = style({
  color: vars.color.critical,
  fontWeight: vars.fontWeight.bold,
});

export const readOnlyTag = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.neutralSurface,
  color: vars.color.onNeutralSurface,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.normal,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.critical,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
});

export const errorIcon = style({
  flex: 'none',
  width: '1.25em',
  height: '1.25em',
  marginTop: '0.05em',
  // `display: block` from the global img/svg rule would break the baseline alignment.
  display: 'inline-block',
});

const focusRing = {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** The look shared by every text-like control: input, textarea, select. */
export const control = recipe({
  base: {
    display: 'block',
    width: '100%',
    minWidth: 0,
    minHeight: vars.size.control,
    margin: 0,
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    // 16px or more: mobile browsers zoom into smaller inputs on focus.
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.tight,
    transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:focus': { borderColor: vars.color.focusRing },
      '&:focus-visible': focusRing,
      '&[aria-invalid=true]': {
        borderColor: vars.color.critical,
        boxShadow: `inset 0 0 0 1px ${vars.color.critical}`,
      },
      '&[readonly]': {
        borderStyle: 'dashed',
        background: vars.color.surfaceSunken,
        cursor: 'default',
      },
      '&:disabled': {
        background: vars.color.surfaceSunken,
        cursor: 'not-allowed',
        opacity: 0.6,
      },
    },
  },
  variants: {
    /** Something (a unit, a button) is attached to the control's end. */
    attachedEnd: {
      true: { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
      false: {},
    },
  },
  defaultVariants: { attachedEnd: false },
});

/** A control with something attached to its end, e.g. a unit or a show-password button. */
export const controlGroup = style({
  display: 'flex',
  alignItems: 'stretch',
  minWidth: 0,
});

const attachmentBase = {
  display: 'flex',
  alignItems: 'center',
  flex: 'none',
  minHeight: vars.size.control,
  minWidth: vars.size.control,
  justifyContent: 'center',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderLeft: 0,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
} as const;

export const attachment = style(attachmentBase);

export const attachmentButton = style({
  ...attachmentBase,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.primarySubtle, color: vars.color.onPrimarySubtle },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const attachmentIcon = style({ width: '1.25rem', height: '1.25rem' });
