import { Suspense } from 'react';
import { Text } from '@plastihub/ui';
import { QuietBoundary } from '../page/QuietBoundary';
import { retryableLazy } from '../routing/retryableLazy';
import type { ManpowerCountry } from './manpowerCountries';

// The dialog (and the overlay code under it) downloads when it is first asked for, not with the page.
const ManpowerCountryDialog = retryableLazy(() => import('./ManpowerCountryDialog'));

/**
 * The India or International dialog. `attempt` counts the presses that asked for it: when its code could not
 * download, a line says so and the next press downloads it again.
 */
export function ManpowerCountryQuestion({
  attempt,
  onClose,
  onChoose,
  hrefOf,
}: {
  attempt: number;
  onClose: () => void;
  onChoose: (country: ManpowerCountry) => void;
  hrefOf: (country: ManpowerCountry) => string;
}) {
  return (
    <QuietBoundary
      retryKey={attempt}
      fallback={<Text role="alert">The choice could not open. Check your connection and try again.</Text>}
    >
      <Suspense fallback={null}>
        <ManpowerCountryDialog onClose={onClose} onChoose={onChoose} hrefOf={hrefOf} />
      </Suspense>
    </QuietBoundary>
  );
}
