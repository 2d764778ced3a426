import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const chart = style({ display: 'inline-block', verticalAlign: 'middle', overflow: 'visible' });

export const line = style({
  fill: 'none',
  stroke: vars.color.primary,
  strokeWidth: 2,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});

export const latest = style({ fill: vars.color.primary });

/** The chart's box with a line of text in it, so the page does not move when the first price arrives. */
export const empty = style({
  display: 'inline-flex',
  alignItems: 'center',
  verticalAlign: 'middle',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
});
