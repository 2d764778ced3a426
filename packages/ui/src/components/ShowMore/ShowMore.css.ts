import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const frame = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.lg,
  selectors: {
    // Out of sight and out of the flow until it has the focus (a screen reader reads it where it is).
    '&:not(:focus-within)': {
      position: 'absolute',
      width: 1,
      height: 1,
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});
