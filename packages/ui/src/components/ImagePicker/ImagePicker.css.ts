import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const tileSize = '96px';

export const picker = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const previews = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  position: 'relative',
  width: tileSize,
  height: tileSize,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const thumbnail = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

const focusRing = {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

export const removeButton = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.criticalSurface, color: vars.color.onCriticalSurface },
    '&:focus-visible': { ...focusRing, outlineOffset: '-3px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const removeIcon = style({ width: '18px', height: '18px' });

export const addButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: tileSize,
  height: tileSize,
  padding: vars.space.xs,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.primarySubtle, color: vars.color.onPrimarySubtle },
    '&:focus-visible': focusRing,
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[aria-disabled=true], &:disabled': {
      cursor: 'not-allowed',
      opacity: 0.6,
      background: vars.color.surfaceRaised,
      color: vars.color.textMuted,
    },
  },
});

export const addIcon = style({ width: '24px', height: '24px' });
