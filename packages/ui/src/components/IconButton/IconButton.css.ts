import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** Squares up Button's recipe (imported first by IconButton, so these rules win). */
export const square = recipe({
  base: { padding: 0, flexShrink: 0 },
  variants: {
    size: {
      small: { width: '32px', minHeight: '32px', fontSize: vars.fontSize.md },
      medium: { width: vars.size.control, minHeight: vars.size.control, fontSize: vars.fontSize.lg },
      large: { width: '52px', minHeight: '52px', fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const icon = style({ display: 'inline-flex' });

globalStyle(`${icon} > svg`, { width: '1.25em', height: '1.25em' });
