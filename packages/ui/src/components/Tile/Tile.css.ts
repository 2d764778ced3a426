import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
  width: '100%',
  minWidth: 0,
  margin: 0,
  padding: vars.space.sm,
  font: 'inherit',
  textAlign: 'center',
  textDecoration: 'none',
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  transition: `box-shadow ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  // Under the pointer only where it can hover: a tap on a phone leaves no hover look behind. Pressed drops back.
  '@media': {
    '(hover: hover)': {
      selectors: {
        '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
        '&:hover:active': { boxShadow: vars.shadow.sm },
      },
    },
  },
});

export const media = style({
  display: 'block',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

// An inline icon fills the picture's square like an image would.
globalStyle(`${media} > svg`, { display: 'block', width: '100%', height: '100%' });

export const label = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  // Two lines are always reserved, so a row of tiles lines up whatever the label length.
  minHeight: `calc(2em * ${vars.lineHeight.tight})`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The `inline` layout: a small picture beside a name of up to three lines, for lists of long names. */
export const inline = style({
  flexDirection: 'row',
  alignItems: 'center',
  textAlign: 'start',
});

globalStyle(`${inline} > ${media}`, { flex: 'none', width: '3rem' });

globalStyle(`${inline} > ${label}`, {
  WebkitLineClamp: 3,
  minHeight: 'auto',
});
