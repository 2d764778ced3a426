import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: '22px',
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    // A thin border in the text colour keeps the pill's edge visible where its surface is close to the page.
    border: '1px solid currentColor',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.neutralSurface, color: vars.color.onNeutralSurface },
      info: { background: vars.color.infoSurface, color: vars.color.onInfoSurface },
      success: { background: vars.color.successSurface, color: vars.color.onSuccessSurface },
      warning: { background: vars.color.warningSurface, color: vars.color.onWarningSurface },
      critical: { background: vars.color.criticalSurface, color: vars.color.onCriticalSurface },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
