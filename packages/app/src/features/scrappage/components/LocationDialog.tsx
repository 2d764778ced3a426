import { useState } from 'react';
import { optionsFromLookup, StateCityDialog } from '@plastihub/ui';
import { useResource, type ResourceView } from '../../../shared/data/useData';
import { useAppDispatch } from '../../../shared/store/hooks';
import { detailHref } from '../../../shared/listing/listingKind';
import type { PathName } from '../../../shared/routing/paths';
import { selectionMade } from '../../../shared/storage/selection.saga';
import { scrapCities, scrapStates } from '../scrappage.data';

export interface LocationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Find Scrap Car Dealers". */
  title: string;
  /** The list the chosen state and city open: `/scrap-car-dealer?state_id=&city_id=`. */
  to: PathName;
}

// A load that failed with nothing to show: what went wrong.
const failedText = (view: ResourceView<unknown>) =>
  view.status === 'failed' && view.data === undefined ? (view.error ?? 'Loading failed.') : undefined;

/**
 * The car scrappage look-up: a state, then that state's cities (loaded when the state is chosen), then Go to
 * the list for that place. The choice goes into the URL and the session, as the app's hand-offs do.
 */
export function LocationDialog({ open, onOpenChange, title, to }: LocationDialogProps) {
  const dispatch = useAppDispatch();
  const [stateId, setStateId] = useState('');
  const states = useResource(scrapStates, null, { enabled: open });
  const cities = useResource(scrapCities, { stateId: Number(stateId) }, { enabled: open && stateId !== '' });
  const failed = failedText(states) ? states : failedText(cities) ? cities : null;
  return (
    <StateCityDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      states={optionsFromLookup(states.data ?? [])}
      statesLoading={states.status === 'loading' && states.data === undefined}
      statesError={failedText(states)}
      onStateChange={setStateId}
      cities={optionsFromLookup(cities.data ?? [])}
      citiesLoading={stateId !== '' && cities.data === undefined && cities.status !== 'failed'}
      citiesError={failedText(cities)}
      onRetry={failed?.retry}
      onSubmit={(place) => {
        const values = { stateId: place.stateId, cityId: place.cityId };
        dispatch(selectionMade({ values, to: detailHref(to, values) }));
      }}
    />
  );
}
