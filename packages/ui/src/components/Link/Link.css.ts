import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const inline = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  textDecorationThickness: '1px',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  // Only where the primary pointer can hover: a tap on a phone leaves no hover look behind.
  '@media': {
    '(hover: hover)': { selectors: { '&:hover': { textDecorationThickness: '2px' } } },
  },
});

export const externalIcon = style({
  display: 'inline-block',
  width: '0.9em',
  height: '0.9em',
  marginLeft: vars.space.xxs,
  verticalAlign: '-0.1em',
});
