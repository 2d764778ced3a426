import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  height: '32rem',
  maxHeight: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  overflow: 'hidden',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const avatar = style({ flexShrink: 0 });

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const presence = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const status = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** Filled green when online, a hollow ring when offline: the shape differs, not only the colour. */
export const dot = style({
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  selectors: {
    '&[data-online=true]': { background: vars.color.online, borderColor: vars.color.online },
  },
});

/** Holds the log and, over its bottom edge, the new-messages jump. */
export const logFrame = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    scrollable: { true: { flex: 1, minHeight: 0 }, false: {} },
  },
  defaultVariants: { scrollable: false },
});

/**
 * Sticky at the bottom of whatever scrolls (the side panel's body scrolls around the log; the stand-alone
 * log scrolls itself, and there this sits just under it): a zero-height row whose button is lifted over the
 * last visible messages, so it never moves them.
 */
export const jump = style({
  position: 'sticky',
  bottom: vars.space.sm,
  height: 0,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-end',
  transform: `translateY(calc(-1 * ${vars.space.sm}))`,
});

export const log = recipe({
  base: { padding: `${vars.space.md} ${vars.space.lg}` },
  variants: {
    scrollable: {
      true: {
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        selectors: {
          '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
        },
      },
      false: { padding: 0 },
    },
  },
  defaultVariants: { scrollable: false },
});

export const messageList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  selectors: { '&[data-own=true]': { alignItems: 'flex-end' } },
});

export const bubble = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '85%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  selectors: {
    [`${message}[data-own=true] &`]: {
      background: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
    },
  },
});

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const meta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const ticks = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  selectors: { '&[data-read=true]': { color: vars.color.readTick } },
});

export const tickIcon = style({ width: '18px', height: '12px' });

export const centered = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
});

export const empty = style({ flex: 1, padding: vars.space.lg });

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const composerActions = style({ display: 'flex', justifyContent: 'flex-end' });

/** Inside the side panel's footer, which already has its own padding and border. */
export const footerComposer = style({ flex: '1 1 100%', padding: 0, borderTop: 'none' });

export const titleRow = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const refreshNote = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSurface,
  color: vars.color.onWarningSurface,
  fontSize: vars.fontSize.sm,
});

export const refreshNoteHidden = style({ margin: 0, height: 0, overflow: 'hidden' });
