import './global.css';
import { createTheme } from '@vanilla-extract/css';
import { vars } from './vars.css';
import { darkColors, lightColors, space, type ColorTokens } from './tokens';

const shared = {
  space,
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  font: {
    body: '"Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    xxxl: '2.125rem',
  },
  lineHeight: { tight: '1.25', normal: '1.5', relaxed: '1.7' },
  fontWeight: { regular: '400', semibold: '600', bold: '700' },
  // The submit overlay dims the page under the top bar (sticky) and its menus, which stay usable: Logout ends a
  // submit that hangs.
  zIndex: { overlay: '5', sticky: '10', dropdown: '100', modal: '300', toast: '400' },
  motion: { fast: '120ms', base: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  size: { target: '24px', control: '44px' },
};

const makeTheme = (color: ColorTokens, shadowColor: string) =>
  createTheme(vars, {
    ...shared,
    color,
    shadow: {
      sm: `0 1px 2px ${shadowColor}`,
      md: `0 2px 8px ${shadowColor}`,
      lg: `0 8px 24px ${shadowColor}`,
    },
  });

export const lightTheme = makeTheme(lightColors, 'rgba(16, 24, 40, 0.12)');
export const darkTheme = makeTheme(darkColors, 'rgba(0, 0, 0, 0.5)');
