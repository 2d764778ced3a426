import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const chevron = style({
  flexShrink: 0,
  width: '1em',
  height: '1em',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '[data-state=open] > &': { transform: 'rotate(180deg)' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});
