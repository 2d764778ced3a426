import { useId } from 'react';
import { Grid, Stack } from '../Box';
import * as styles from './ListingDetailSkeleton.css';
import { visuallyHidden } from '../../theme/visuallyHidden.css';

export interface ListingDetailSkeletonProps {
  /**
   * False for listings without pictures (jobs): no picture frame, the table takes the first column.
   * @default true
   */
  picture?: boolean;
  /**
   * How many spec table rows stand in for the details.
   * @default 6
   */
  rows?: number;
}

/**
 * A listing detail page's shape while its record loads: the carousel's frame beside the spec table and the
 * contact button, in the page's own two-column grid, so the content takes their place without a jump.
 * The shapes are hidden from assistive technology; a status says "Loading", as the spinner it replaces did.
 */
export function ListingDetailSkeleton({ picture = true, rows = 6 }: ListingDetailSkeletonProps) {
  const labelId = useId();
  return (
    <div>
      <span role="status" aria-labelledby={labelId}>
        <span className={visuallyHidden} id={labelId}>
          Loading
        </span>
      </span>
      <Grid minColumnWidth="340px" space="xl" alignItems="flex-start" aria-hidden="true">
        {picture && <div className={styles.picture} />}
        <Stack space="lg">
          <div>
            {Array.from({ length: rows }, (_, index) => (
              <div key={index} className={styles.row}>
                <div className={styles.line} data-part="label" />
                <div className={styles.line} data-part="value" />
              </div>
            ))}
          </div>
          <div className={styles.button} />
        </Stack>
      </Grid>
    </div>
  );
}
