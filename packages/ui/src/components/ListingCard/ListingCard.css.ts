import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

/**
 * Below a tablet's width the card is compact, so a phone shows several listings a screen: a thumbnail beside
 * the title, at most three facts, the price, and the buttons under them.
 */
const compact = `screen and (max-width: ${breakpoints.tablet - 1}px)`;
const THUMBNAIL = '96px';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  '@media': {
    [compact]: {
      display: 'grid',
      gridTemplateColumns: `${THUMBNAIL} minmax(0, 1fr)`,
      gridTemplateRows: 'auto 1fr',
      alignContent: 'start',
      columnGap: vars.space.md,
      rowGap: vars.space.sm,
      padding: vars.space.md,
    },
  },
  selectors: {
    // A card without a picture (jobs): the text takes the whole width.
    '&[data-picture=false]': { '@media': { [compact]: { gridTemplateColumns: 'minmax(0, 1fr)' } } },
  },
});

export const media = style({
  aspectRatio: '4 / 3',
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [compact]: {
      aspectRatio: '1 / 1',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      overflow: 'hidden',
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  flex: 1,
  '@media': { [compact]: { padding: 0, gap: vars.space.xxs } },
});

export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const reference = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const title = style({ overflowWrap: 'anywhere' });

export const meta = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const metaLabel = style({ color: vars.color.textMuted });

// The compact card's facts: the first three decide a click; the details page has the rest.
globalStyle(`${meta} > :nth-child(n+4)`, { '@media': { [compact]: { display: 'none' } } });

export const price = style({
  margin: 0,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  '@media': { [compact]: { fontSize: vars.fontSize.md, paddingTop: 0 } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md} ${vars.space.md}`,
  '@media': { [compact]: { gridColumn: '1 / -1', padding: 0 } },
});

export const skeleton = style([
  card,
  {
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    overflow: 'hidden',
    background: vars.color.surfaceRaised,
  },
]);

export const skeletonMedia = style([
  media,
  { borderBottom: 'none', '@media': { [compact]: { border: 'none' } } },
]);

/**
 * A skeleton's stand-in for a line of text: a bar in a line box of the text's own font, so the line is exactly as
 * tall as the text it stands for (title, place, price) and nothing moves when the card replaces the skeleton.
 */
export const skeletonBar = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  height: '0.75em',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  selectors: {
    '&[data-width=long]': { width: '80%' },
    '&[data-width=medium]': { width: '60%' },
    '&[data-width=short]': { width: '35%' },
  },
});

/** The stand-in for the card's View button (a small button's height). */
export const skeletonButton = style({
  display: 'block',
  width: '4rem',
  height: '32px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
