import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** Worn on top of IconButton's look. Saved, the heart is filled and red: shape and pressed state say it too. */
export const toggle = recipe({
  base: {
    position: 'relative',
    selectors: { '&[aria-pressed=true]': { color: vars.color.critical } },
  },
  variants: {
    size: {
      // 32 px to the eye, 44 px to a finger: a centred 44 px hit area reaches 6 px past each edge (there is room
      // around it on a card's button row).
      small: {
        selectors: {
          '&::before': {
            content: '""',
            position: 'absolute',
            top: '50%',
            left: '50%',
            width: vars.size.control,
            height: vars.size.control,
            transform: 'translate(-50%, -50%)',
          },
        },
      },
      medium: {},
    },
  },
  defaultVariants: { size: 'medium' },
});

export const heart = style({ transition: `fill ${vars.motion.fast} ${vars.motion.easing}` });
