import { forwardRef } from 'react';
import { Box, type BoxProps } from './Box';

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection'> & {
  /**
   * Gap between the children, a step of the theme's space scale.
   * @default 'lg'
   */
  space?: BoxProps['gap'];
};

/** Vertical rhythm: children one under the other with a themed gap. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack({ space = 'lg', ...props }, ref) {
  return <Box ref={ref} display="flex" flexDirection="column" gap={space} {...props} />;
});

export type InlineProps = Omit<BoxProps, 'display' | 'flexDirection'> & {
  /**
   * Gap between the children, across and between rows, a step of the theme's space scale.
   * @default 'sm'
   */
  space?: BoxProps['gap'];
};

/**
 * Horizontal row that wraps on small screens; its children are centred vertically unless `alignItems` says
 * otherwise.
 */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { space = 'sm', alignItems = 'center', ...props },
  ref,
) {
  return <Box ref={ref} display="flex" flexWrap="wrap" alignItems={alignItems} gap={space} {...props} />;
});
