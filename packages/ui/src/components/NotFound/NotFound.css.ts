import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  maxWidth: '560px',
  marginInline: 'auto',
  paddingBlock: vars.space.xxxl,
  textAlign: 'center',
});

export const illustration = style({ width: '120px', height: '120px', color: vars.color.primary });
