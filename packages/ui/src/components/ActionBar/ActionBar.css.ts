import { globalStyle, style } from '@vanilla-extract/css';
import { phoneMedia } from '../../theme/tokens';
import { vars } from '../../theme/vars.css';

const phone = phoneMedia;

/**
 * On a phone the bar is the page's last block and sticks to the bottom of the screen: it takes its own place in
 * the flow, so at the end of the page it covers nothing, and nothing moves when it appears.
 */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': {
    [phone]: {
      position: 'sticky',
      bottom: 0,
      zIndex: vars.zIndex.sticky,
      marginInline: `calc(-1 * ${vars.space.lg})`,
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.lg,
      paddingBottom: `max(${vars.space.sm}, env(safe-area-inset-bottom))`,
      borderTop: `1px solid ${vars.color.border}`,
      background: vars.color.surfaceRaised,
      boxShadow: '0 -2px 12px rgb(0 0 0 / 0.12)',
    },
  },
});

/** The first action (View Contact Info, or Call and WhatsApp once revealed) takes the room the others leave. */
globalStyle(`${bar} > :first-child`, { flex: '1 1 auto' });

/**
 * What the keyboard focuses scrolls clear of the bar (two rows of buttons at 360 px): focus is never behind it.
 */
globalStyle(`html:has(${bar})`, { '@media': { [phone]: { scrollPaddingBottom: '8rem' } } });
