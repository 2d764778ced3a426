import { forwardRef } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Box, type BoxProps } from './Box';
import * as styles from './Grid.css';

export type GridProps = Omit<BoxProps, 'display'> & {
  /** Each column is at least this wide; the grid fits as many as the width allows (one on a 360 px phone). */
  minColumnWidth?: string;
  space?: BoxProps['gap'];
};

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
