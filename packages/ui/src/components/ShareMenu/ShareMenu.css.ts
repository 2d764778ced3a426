import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const share = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });

/** The link to copy by hand goes on a line of its own, as wide as the space allows. */
export const manualCopy = style({ flexBasis: '100%' });

export const icon = style({ width: '1.125em', height: '1.125em', flexShrink: 0 });
