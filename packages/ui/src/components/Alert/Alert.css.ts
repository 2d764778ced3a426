import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    borderLeft: '4px solid',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      info: {
        background: vars.color.infoSurface,
        color: vars.color.onInfoSurface,
        borderLeftColor: vars.color.primary,
      },
      success: {
        background: vars.color.successSurface,
        color: vars.color.onSuccessSurface,
        borderLeftColor: vars.color.success,
      },
      warning: {
        background: vars.color.warningSurface,
        color: vars.color.onWarningSurface,
        borderLeftColor: vars.color.warning,
      },
      critical: {
        background: vars.color.criticalSurface,
        color: vars.color.onCriticalSurface,
        borderLeftColor: vars.color.critical,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.xxs,
});

export const title = style({ fontWeight: vars.fontWeight.bold });

export const errorList = style({ margin: 0, paddingLeft: vars.space.xl });

/** The dismiss button takes the alert's text colour, which is designed for its surface. */
export const dismiss = style({
  flexShrink: 0,
  marginBlock: `calc(-1 * ${vars.space.xs})`,
  marginRight: `calc(-1 * ${vars.space.sm})`,
  color: 'inherit',
  '@media': {
    '(hover: hover)': {
      selectors: { '&:hover:not(:disabled)': { background: 'transparent', borderColor: 'currentColor' } },
    },
  },
});
