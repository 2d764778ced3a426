import { style } from '@vanilla-extract/css';

/** A Box rendered as a list (`as="ul"` or `"ol"`) lays out its items itself: no markers. */
export const list = style({ listStyle: 'none' });
