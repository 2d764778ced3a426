import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { forcedColors, forcedMark } from '../../theme/forcedColors';

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
  // A contrast theme drops the track's fill: its outline shows how far the bar goes.
  '@media': { [forcedColors]: { outline: '1px solid CanvasText' } },
});

export const fill = style({
  height: '100%',
  background: vars.color.primary,
  transition: 'width 0.2s ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' }, [forcedColors]: forcedMark },
});
