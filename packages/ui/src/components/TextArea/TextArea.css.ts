import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const textArea = style({
  minHeight: '6.5rem',
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
});
