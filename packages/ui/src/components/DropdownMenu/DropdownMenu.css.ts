import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const content = style({
  minWidth: 'max(200px, var(--radix-dropdown-menu-trigger-width))',
  padding: vars.space.xs,
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: vars.size.control,
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    selectors: {
      '&[data-highlighted]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    tone: {
      neutral: {
        color: vars.color.text,
        selectors: {
          '&[data-highlighted]': { background: vars.color.primarySubtle, color: vars.color.onPrimarySubtle },
        },
      },
      critical: {
        color: vars.color.critical,
        selectors: {
          '&[data-highlighted]': {
            background: vars.color.criticalSurface,
            color: vars.color.onCriticalSurface,
          },
        },
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});
