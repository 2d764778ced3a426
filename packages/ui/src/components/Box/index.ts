export { Box, type BoxProps } from './Box';
export { Stack, Inline, type StackProps, type InlineProps } from './Stack';
export { Grid, type GridProps } from './Grid';
