import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const frame = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.lg,
});
