import { useState } from 'react';
import type { LocationQuery } from '@plastihub/api-client';
import { Button, Stack, Text } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { ContactDirectory } from '../../../shared/listing/ContactDirectory';
import { idOf } from '../../../shared/listing/urlFilters';
import { useSelections } from '../../../shared/listing/useSelections';
import { ScreenState } from '../../../shared/page/ScreenState';
import { LocationDialog } from './LocationDialog';
import { scrapCities, scrapStates } from '../scrappage.data';
import type { Directory } from '../scrappageDirectories';

/** The chosen place's names, from the look-ups the dialog shares (cached): "Ahmedabad, Gujarat". */
function usePlaceName(place: LocationQuery | null): string {
  const states = useResource(scrapStates, null, { enabled: place !== null });
  const cities = useResource(scrapCities, { stateId: place?.stateId ?? 0 }, { enabled: place !== null });
  if (place === null) return '';
  const city = cities.data?.find((entry) => entry.id === place.cityId)?.name;
  const state = states.data?.find((entry) => entry.id === place.stateId)?.name;
  return [city, state].filter(Boolean).join(', ');
}

/** A directory's entries in the state and city the URL (or the hand-off) names; without them, the dialog asks. */
export function LocationDirectory<Item>({ directory }: { directory: Directory<Item> }) {
  const { stateId, cityId } = useSelections(['stateId', 'cityId']);
  const state = idOf(stateId);
  const city = idOf(cityId);
  const place = state !== null && city !== null ? { stateId: state, cityId: city } : null;
  const [choosing, setChoosing] = useState(place === null);
  const placeName = usePlaceName(place);
  const entries = useResource(directory.resource, place ?? { stateId: 0, cityId: 0 }, {
    enabled: place !== null,
  });
  return (
    <Stack space="lg">
      <PageHeading title={directory.title} description={place && placeName ? `In ${placeName}` : undefined} />
      <div>
        <Button variant="secondary" onPress={() => setChoosing(true)}>
          {place ? 'Change state and city' : 'Choose state and city'}
        </Button>
      </div>
      {place === null ? (
        <Text>Choose a state and a city to see the {directory.plural} there.</Text>
      ) : (
        <ScreenState resource={entries} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <ContactDirectory
              entries={list.map(directory.entryOf)}
              label={placeName ? `${directory.title} in ${placeName}` : directory.title}
              unnamed={directory.unnamed}
            />
          )}
        </ScreenState>
      )}
      <LocationDialog
        open={choosing}
        onOpenChange={setChoosing}
        title={directory.findTitle}
        to={directory.path}
      />
    </Stack>
  );
}
