import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button, CityDialog, Inline, optionsFrom, Text } from '@plastihub/ui';
import { useResource } from '../../../shared/data/useData';
import { useSelections } from '../../../shared/listing/useSelections';
import { withFilter } from '../../../shared/listing/urlFilters';
import { selectionKeys } from '../../../shared/storage/selection';
import { materialCities } from '../materials.data';

/**
 * The city material prices and dealers are shown for: in the URL (`material_city`, so a priced list can be
 * shared) and kept in this browser (local storage, the spec's key) for the next visit.
 */
export function useMaterialCity() {
  const { materialCity } = useSelections(['materialCity']);
  const search = useSearch();
  const [path, setLocation] = useLocation();
  const choose = (next: string) =>
    setLocation(`${path}?${withFilter(`?${search}`, selectionKeys.materialCity.key, [next])}`, {
      replace: true,
    });
  return { city: materialCity ?? '', choose };
}

/**
 * "City: Pune" with Change city. Without a city the Select City dialog opens by itself (document 2: the material
 * screens need one). Escape or Cancel closes it like any dialog; the page then waits, priced for no city, with
 * Select City to open it again.
 */
export function MaterialCityBar({ city, onChoose }: { city: string; onChoose: (city: string) => void }) {
  const [changing, setChanging] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const mustChoose = city === '';
  const open = changing || (mustChoose && !dismissed);
  const cities = useResource(materialCities, null, { enabled: open });
  return (
    <Inline space="sm" alignItems="center" flexWrap="wrap">
      <Text>
        City: <strong>{city || 'none chosen'}</strong>
      </Text>
      <Button variant="secondary" onPress={() => setChanging(true)}>
        {mustChoose ? 'Select City' : 'Change city'}
      </Button>
      <CityDialog
        open={open}
        onOpenChange={(next) => {
          setChanging(next);
          if (!next) setDismissed(true);
        }}
        submitLabel={mustChoose ? 'Go' : 'Save'}
        cities={optionsFrom(cities.data ?? [])}
        loading={cities.status === 'loading'}
        value={city}
        onSubmit={onChoose}
      />
    </Inline>
  );
}
