import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Typography for HTML we do not control: it can only be styled by element. */
export const prose = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

const within = (selector: string) =>
  selector
    .split(',')
    .map((part) => `${prose} ${part.trim()}`)
    .join(', ');

globalStyle(within('> :first-child'), { marginTop: 0 });
globalStyle(within('> :last-child'), { marginBottom: 0 });

globalStyle(within('h1, h2, h3, h4, h5, h6'), {
  margin: `${vars.space.xl} 0 ${vars.space.sm}`,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
globalStyle(within('h1'), { fontSize: vars.fontSize.xxl });
globalStyle(within('h2'), { fontSize: vars.fontSize.xl });
globalStyle(within('h3'), { fontSize: vars.fontSize.lg });
globalStyle(within('h4, h5, h6'), { fontSize: vars.fontSize.md });

globalStyle(within('p, ul, ol, blockquote, table, figure, pre'), { margin: `0 0 ${vars.space.lg}` });
globalStyle(within('ul, ol'), { paddingLeft: vars.space.xl });
globalStyle(within('li + li'), { marginTop: vars.space.xs });

globalStyle(within('a'), {
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});

globalStyle(within('strong, b'), { fontWeight: vars.fontWeight.bold });

globalStyle(within('img'), { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });

globalStyle(within('blockquote'), {
  paddingLeft: vars.space.lg,
  borderLeft: `4px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
});

globalStyle(within('hr'), {
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  margin: `${vars.space.xl} 0`,
});

globalStyle(within('pre, code'), { fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });
globalStyle(within('pre'), { overflowX: 'auto', padding: vars.space.md, background: vars.color.surface });

// A wide table scrolls inside its own box instead of widening the page on a phone.
globalStyle(within('table'), {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
});
globalStyle(within('th, td'), {
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(within('th'), { background: vars.color.surfaceSunken, fontWeight: vars.fontWeight.semibold });
