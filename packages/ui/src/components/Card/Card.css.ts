import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const card = recipe({
  base: {
    display: 'block',
    minWidth: 0,
    margin: 0,
    listStyle: 'none',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    // A long unbroken word the server sent (an e-mail address, a URL, a name without spaces) breaks where it must,
    // so the card keeps to its column instead of widening the page at 320 px (WCAG 1.4.10).
    overflowWrap: 'anywhere',
  },
  variants: {
    padding: {
      none: { padding: 0, overflow: 'hidden' },
      small: { padding: vars.space.md },
      medium: { padding: vars.space.lg },
      large: { padding: vars.space.xl },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.md },
    },
  },
  defaultVariants: { padding: 'medium', elevation: 'raised' },
});
