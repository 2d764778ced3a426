import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const header = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const track = style({
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  background: vars.color.primary,
  transition: 'width 0.2s ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
