import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { forcedColors, forcedMark } from '../../theme/forcedColors';

/** One choice: the box (or radio) and its label side by side. Shared with RadioGroup. */
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  selectors: {
    '&[data-disabled]': { opacity: 0.6 },
  },
});

export const choiceText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const choiceLabel = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  // 1.5 x 16px = 24px: the first line sits level with the 24px box.
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    [`${choice}[data-disabled] &`]: { cursor: 'not-allowed' },
  },
});

const focusRing = {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** The 24px control (box or circle); choice targets never get smaller than this. */
const controlBase = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: vars.size.target,
  height: vars.size.target,
  margin: 0,
  padding: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
} as const;

export const checkbox = style({
  ...controlBase,
  borderRadius: vars.radius.sm,
  color: vars.color.onPrimary,
  selectors: {
    '&[data-state=checked], &[data-state=indeterminate]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&[aria-invalid=true]': { borderColor: vars.color.critical },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const checkboxIcon = style({ width: '18px', height: '18px', strokeWidth: 3 });

export const radio = style({
  ...controlBase,
  borderRadius: vars.radius.full,
  selectors: {
    '&[data-state=checked]': { borderColor: vars.color.primary },
    '&[aria-invalid=true]': { borderColor: vars.color.critical },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const radioDot = style({
  width: '12px',
  height: '12px',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  '@media': { [forcedColors]: forcedMark },
});

/** The options of a group, one under the other, or in a wrapping row. */
export const choiceList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  selectors: {
    '&[data-orientation=horizontal]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.xl,
    },
  },
});
