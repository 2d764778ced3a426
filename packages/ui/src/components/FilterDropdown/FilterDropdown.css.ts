import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Long lists (26 key skills, every country) scroll inside the popover. */
export const options = style({ maxHeight: '18rem', overflowY: 'auto', minWidth: '14rem' });

export const empty = style({ padding: vars.space.md });
