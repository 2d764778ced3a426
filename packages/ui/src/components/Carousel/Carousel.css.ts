import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { forcedColors, forcedMark } from '../../theme/forcedColors';

export const root = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

export const empty = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const viewport = style({ position: 'relative', width: '100%' });

export const track = style({
  display: 'flex',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  // A swipe past the last slide does not become the browser's back gesture.
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    // Inside the frame: the root clips what is outside it.
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  scrollSnapAlign: 'start',
  // A fast flick moves one slide, as the buttons do.
  scrollSnapStop: 'always',
});

export const image = style({
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
  display: 'block',
  selectors: { '&[data-fit=contain]': { objectFit: 'contain' } },
});

const controlBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control,
  minHeight: vars.size.control,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.primarySubtle },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const arrow = style([
  controlBase,
  {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    selectors: {
      '&[data-side=previous]': { left: vars.space.sm },
      '&[data-side=next]': { right: vars.space.sm },
    },
  },
]);

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
});

export const rotation = style([
  controlBase,
  { boxShadow: 'none', minWidth: vars.size.target, minHeight: vars.size.target },
]);

export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  borderRadius: vars.radius.full,
  '::before': {
    content: '""',
    width: '12px',
    height: '12px',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.borderStrong}`,
    background: 'transparent',
  },
  selectors: {
    '&[aria-current=true]::before': { background: vars.color.primary, borderColor: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
  '@media': { [forcedColors]: { selectors: { '&[aria-current=true]::before': forcedMark } } },
});

export const icon = style({ width: '20px', height: '20px' });
