import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const wrapper = style({ position: 'relative' });

export const select = style({
  appearance: 'none',
  paddingRight: vars.space.xxxl,
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  selectors: {
    // The placeholder reads as a hint, not a chosen value.
    '&:has(option[value=""]:checked)': { color: vars.color.textMuted },
  },
});

export const option = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const chevron = style({
  position: 'absolute',
  top: '50%',
  right: vars.space.md,
  width: '1.25rem',
  height: '1.25rem',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.text,
});
