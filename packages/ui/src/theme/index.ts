export { vars } from './vars.css';
export { lightTheme, darkTheme } from './themes.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { breakpoints, phoneMedia, lightColors, darkColors } from './tokens';
