import { forwardRef } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Box, type BoxProps } from './Box';
import * as styles from './Grid.css';

export type GridProps = Omit<BoxProps, 'display'> & {
  /**
   * Each column is at least this wide (a CSS length); the grid fits as many as the width allows (one column on
   * a 360 px phone).
   * @default '240px'
   */
  minColumnWidth?: string;
  /**
   * Gap between the cells, a step of the theme's space scale.
   * @default 'lg'
   */
  space?: BoxProps['gap'];
};

/** Cards or tiles in equal columns that wrap: as many columns as fit, each at least `minColumnWidth` wide. */
export const Grid = forwardRef<HTMLElement, GridProps>(function Grid(
  { minColumnWidth = '240px', space = 'lg', className, style, ...props },
  ref,
) {
  return (
    <Box
      ref={ref}
      gap={space}
      className={[styles.grid, className].filter(Boolean).join(' ')}
      style={{ ...assignInlineVars({ [styles.minColumnWidth]: minColumnWidth }), ...style }}
      {...props}
    />
  );
});
