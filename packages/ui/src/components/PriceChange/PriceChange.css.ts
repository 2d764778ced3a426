import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** Tinted for a buyer: a rise costs more (critical), a fall saves (success). The arrow and words carry it too. */
export const change = recipe({
  base: { fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' },
  variants: {
    direction: {
      up: { color: vars.color.critical },
      down: { color: vars.color.success },
      none: { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular },
    },
  },
});
