import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
});

export const ring = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderTopColor: vars.color.primary,
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // A ring that stops still would look stuck: with reduced motion it stays complete in one colour instead.
      '(prefers-reduced-motion: reduce)': { animation: 'none', borderColor: vars.color.primary },
    },
  },
  variants: {
    size: {
      small: { width: '16px', height: '16px', borderWidth: '2px' },
      medium: { width: '24px', height: '24px', borderWidth: '3px' },
      large: { width: '40px', height: '40px', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'medium' },
});
