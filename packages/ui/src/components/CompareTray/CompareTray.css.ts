import { globalStyle, style } from '@vanilla-extract/css';
import { phoneMedia } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

export const tray = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

/** Kept at the bottom of the screen while a long list scrolls under it (the refusal stays in sight). */
export const sticky = style({
  position: 'sticky',
  bottom: vars.space.sm,
  zIndex: 1,
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.18)',
});

/** The sticky tray's height, on the page's root while it shows (CompareTray.tsx measures it). */
export const trayHeightProperty = '--compare-tray-height';

// What the keyboard focuses scrolls into view above the tray, never under it.
globalStyle(`html:has(${sticky})`, {
  scrollPaddingBottom: `calc(var(${trayHeightProperty}, 8rem) + ${vars.space.sm} + ${vars.space.sm})`,
});

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const open = style({ marginLeft: 'auto' });

export const items = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
  padding: vars.space.xs,
  paddingLeft: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const thumb = style({ flexShrink: 0 });

export const itemTitle = style({ fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const rowHeader = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The tint repeats the "Differs" badge for sighted readers scanning across a row. */
export const value = style({
  selectors: {
    '&[data-differs]': {
      display: 'inline-block',
      padding: `0 ${vars.space.xs}`,
      borderRadius: vars.radius.sm,
      background: vars.color.warningSurface,
      color: vars.color.onWarningSurface,
    },
  },
});

/** The row labels' column: as wide as "Processing temperature" wraps in, no wider. */
const labelColumn = '7.5rem';

/**
 * The side-by-side table: the row labels stay in view while the listings scroll sideways, a listing's column at a
 * time (swipe, or the arrow keys in the focused table); names wrap. From tablets up every listing fits; on a
 * phone two do, and the third is a swipe away.
 */
export const comparison = style({});

globalStyle(`${comparison} [role=region]`, {
  scrollSnapType: 'x mandatory',
  scrollPaddingInlineStart: labelColumn,
});

globalStyle(`${comparison} table`, { tableLayout: 'fixed', width: '100%' });

globalStyle(`${comparison} th, ${comparison} td`, {
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  scrollSnapAlign: 'start',
});

globalStyle(`${comparison} tr > :first-child`, {
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  width: labelColumn,
  background: vars.color.surfaceRaised,
  boxShadow: `inset -1px 0 0 ${vars.color.border}`,
});

globalStyle(`${comparison} thead tr > :first-child`, { background: vars.color.surface });

// On a phone two listings share the width beside the labels (the screen less the page's margins); more make the
// table wider, to scroll to.
const phoneWidth = `(100vw - 2 * ${vars.space.lg})`;
for (const count of [3, 4, 5]) {
  globalStyle(`${comparison}[data-count="${count}"] table`, {
    '@media': {
      [phoneMedia]: { width: `calc(${labelColumn} + ${count} * (${phoneWidth} - ${labelColumn}) / 2)` },
    },
  });
}
