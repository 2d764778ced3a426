import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { breakpoints } from '../../theme/tokens';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

/** The widest the content gets; header and footer rows line up with it. */
export const contentMaxWidth = '1200px';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

export const body = style({
  flex: 1,
  width: '100%',
  maxWidth: contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xl,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [tablet]: { paddingInline: vars.space.xl },
    [desktop]: { paddingInline: vars.space.xxl, paddingBlock: vars.space.xxl },
  },
  selectors: {
    '&[data-with-sidebar]': {
      '@media': {
        [tablet]: { gridTemplateColumns: '240px minmax(0, 1fr)', alignItems: 'start' },
        [desktop]: { gridTemplateColumns: '272px minmax(0, 1fr)' },
      },
    },
  },
});

export const main = style({
  minWidth: 0,
  // The footer starts below the fold, so a page whose content arrives after the frame (a lazy route,
  // its data) never pushes a visible footer down (no layout shift).
  minHeight: '100vh',
  // Focus lands here from the skip link; the region itself is not a control, so no ring.
  selectors: { '&:focus': { outline: 'none' } },
});
