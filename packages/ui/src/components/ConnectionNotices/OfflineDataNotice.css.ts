import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The small Button's height (Button.css): the box is never shorter, so Refresh appears without growing it. */
const smallButtonHeight = '32px';

// Laid over the Alert's box (alignment and wrapping only): the same surface, border and text size.
export const notice = style({
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  minHeight: `calc(${smallButtonHeight} + 2 * ${vars.space.md})`,
});

// Wide enough that on a phone Refresh goes under the text rather than squeezing it into more lines.
export const message = style({ flex: '1 1 20rem' });

/** "26 Nov, 10:42" stays on one line. */
export const when = style({ whiteSpace: 'nowrap' });
