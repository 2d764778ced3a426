import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** Narrow screens scroll the table sideways inside this box, which the keyboard can focus. */
export const scrollRegion = style({
  // The containing block of what is positioned inside (visually hidden text): otherwise that text, far right in
  // a wide table, escapes the scrolling and widens the whole page on a phone.
  position: 'relative',
  maxWidth: '100%',
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

// Tables share one look: the caption and table frame of the detail tables.
export { table, caption } from '../SpecTable/SpecTable.css';

export const cell = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'top',
  },
  variants: {
    kind: {
      columnHeader: {
        background: vars.color.surface,
        borderBottomColor: vars.color.borderStrong,
        fontWeight: vars.fontWeight.semibold,
        whiteSpace: 'nowrap',
      },
      rowHeader: { fontWeight: vars.fontWeight.semibold },
      data: {},
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
  },
  defaultVariants: { kind: 'data', align: 'start' },
});

export const emptyCell = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  height: '1em',
  width: '80%',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  animation: `${pulse} 1.5s ${vars.motion.easing} infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});
