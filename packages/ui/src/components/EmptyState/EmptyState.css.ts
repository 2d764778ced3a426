import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.text,
});

export const icon = style({
  width: '48px',
  height: '48px',
  color: vars.color.textMuted,
});

export const description = style({ maxWidth: '40ch' });
