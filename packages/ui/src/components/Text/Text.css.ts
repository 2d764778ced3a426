import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body },
  variants: {
    size: {
      xsmall: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
      small: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      medium: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
      large: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal },
    },
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      critical: { color: vars.color.critical },
      success: { color: vars.color.success },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    maxLines: {
      none: {},
      1: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      2: {
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      },
    },
  },
  defaultVariants: { size: 'medium', tone: 'neutral', weight: 'regular', maxLines: 'none' },
});

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
  },
  variants: {
    level: {
      1: {
        fontSize: vars.fontSize.xxl,
        '@media': { 'screen and (min-width: 768px)': { fontSize: vars.fontSize.xxxl } },
      },
      2: {
        fontSize: vars.fontSize.xl,
        '@media': { 'screen and (min-width: 768px)': { fontSize: vars.fontSize.xxl } },
      },
      3: { fontSize: vars.fontSize.lg },
      4: { fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { level: 2 },
});
