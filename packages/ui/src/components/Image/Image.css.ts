import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const image = recipe({
  base: {
    display: 'block',
    maxWidth: '100%',
    height: 'auto',
    // The themed surface shows while the picture loads and behind the placeholder.
    background: vars.color.surfaceSunken,
  },
  variants: {
    fit: {
      cover: { objectFit: 'cover' },
      contain: { objectFit: 'contain' },
    },
    radius: {
      none: {},
      small: { borderRadius: vars.radius.sm },
      medium: { borderRadius: vars.radius.md },
      large: { borderRadius: vars.radius.lg },
      full: { borderRadius: vars.radius.full },
    },
    fill: {
      // Fills a sized parent (a tile's square or a card's media area) instead of its own box.
      true: { width: '100%', height: '100%' },
      false: {},
    },
  },
  defaultVariants: { fit: 'cover', radius: 'none', fill: false },
});
