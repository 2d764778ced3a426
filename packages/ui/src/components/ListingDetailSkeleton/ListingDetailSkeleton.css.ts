import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The detail carousel's frame while it loads: its 4:3 shape (800 x 600), corners and colour. */
export const picture = style({
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

/**
 * As tall as a SpecTable row of one line (one line of text between its padding, and its rule), the label
 * column tinted as the table's is.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: '40% 1fr',
  alignItems: 'center',
  minHeight: `calc(${vars.fontSize.md} * ${vars.lineHeight.normal} + 2 * ${vars.space.sm} + 1px)`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: `linear-gradient(to right, ${vars.color.surface} 40%, transparent 40%)`,
});

/** A line of text, as the list's card skeletons draw it; values of varied lengths, as a real table has. */
export const line = style({
  height: '0.9rem',
  borderRadius: vars.radius.sm,
  marginInlineStart: vars.space.md,
  background: vars.color.surfaceSunken,
  selectors: {
    '&[data-part=label]': { width: '70%' },
    [`${row}:nth-child(4n + 1) &[data-part=value]`]: { width: '80%' },
    [`${row}:nth-child(4n + 2) &[data-part=value]`]: { width: '55%' },
    [`${row}:nth-child(4n + 3) &[data-part=value]`]: { width: '70%' },
    [`${row}:nth-child(4n + 4) &[data-part=value]`]: { width: '40%' },
  },
});

/** The contact reveal's button: its height and corners. */
export const button = style({
  width: '11rem',
  maxWidth: '100%',
  minHeight: vars.size.control,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
