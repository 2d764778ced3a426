import { createThemeContract } from '@vanilla-extract/css';
import { colorRoles, type ColorRole } from './tokens';

const colorContract = Object.fromEntries(colorRoles.map((role) => [role, null])) as Record<ColorRole, null>;

export const vars = createThemeContract({
  color: colorContract,
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
    xxxl: null,
  },
  radius: { sm: null, md: null, lg: null, full: null },
  font: {
    body: null,
    mono: null,
  },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  lineHeight: { tight: null, normal: null, relaxed: null },
  fontWeight: { regular: null, semibold: null, bold: null },
  shadow: { sm: null, md: null, lg: null },
  zIndex: { overlay: null, sticky: null, dropdown: null, modal: null, toast: null },
  motion: { fast: null, base: null, easing: null },
  size: { target: null, control: null },
});
