import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Where the toasts' viewport is, but in the other corner, so a toast never lands on top of the prompt on a wide
// screen. At the bottom, it never covers the top bar.
export const root = style({
  position: 'fixed',
  bottom: 0,
  left: 0,
  zIndex: vars.zIndex.toast,
  width: 'min(420px, 100vw)',
  padding: vars.space.lg,
});

// Laid over the toast's card: the message and Reload in one row while they fit.
export const card = style({ alignItems: 'center', flexWrap: 'wrap' });

export const message = style({ flex: '1 1 12rem' });
