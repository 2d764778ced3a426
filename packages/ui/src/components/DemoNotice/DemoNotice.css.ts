import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { breakpoints } from '../../theme/tokens';
import { contentMaxWidth } from '../AppLayout/AppLayout.css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const root = style({
  background: vars.color.warningSurface,
  color: vars.color.onWarningSurface,
  borderTop: `1px solid ${vars.color.border}`,
});

export const inner = style({
  maxWidth: contentMaxWidth,
  marginInline: 'auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  '@media': { [tablet]: { paddingInline: vars.space.xl } },
});

export const text = style({ margin: 0, marginRight: 'auto' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const status = style({ flexBasis: '100%', margin: 0, fontWeight: vars.fontWeight.semibold });
