import { Button, Inline, Stack, Text } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { idOf } from '../../../shared/listing/urlFilters';
import { useSelections } from '../../../shared/listing/useSelections';
import { ContactDirectory } from '../../../shared/listing/ContactDirectory';
import { ScreenState, RecordNotFoundPage } from '../../../shared/page/ScreenState';
import { MaterialCityBar, useMaterialCity } from '../components/MaterialCity';
import { materialBrands, materialCities, materialDealers } from '../materials.data';

/** `/material-dealer`: the brand's dealers in the chosen city, each with mobile, email and address. */
export default function MaterialDealersScreen() {
  const { brandId, brandName } = useSelections(['brandId', 'brandName']);
  const id = idOf(brandId);
  const { city, choose } = useMaterialCity();
  const brands = useResource(materialBrands, null, { enabled: id !== null && !brandName });
  const brand = brandName || brands.data?.find((entry) => entry.id === id)?.name || 'Brand';
  const dealers = useResource(
    materialDealers,
    { brandId: id ?? 0, city },
    { enabled: id !== null && city !== '' },
  );
  if (id === null) {
    return <RecordNotFoundPage title="Dealers" />;
  }
  return (
    <Stack space="lg">
      <PageHeading title={`${brand} Dealers`} />
      <MaterialCityBar city={city} onChoose={choose} />
      {city !== '' && (
        <ScreenState
          resource={dealers}
          isEmpty={(list) => list.length === 0}
          emptyTitle="No dealer found at this location."
          emptyAction={<OtherCities current={city} onChoose={choose} />}
        >
          {(list) => (
            <ContactDirectory entries={list} label={`${brand} dealers in ${city}`} unnamed="Dealer" />
          )}
        </ScreenState>
      )}
    </Stack>
  );
}

/** How many other cities an empty dealer list offers at once (the city dialog has them all). */
const OTHER_CITIES_SHOWN = 6;

/** An empty dealer list is not a dead end: a few other cities to look in, a press away. */
function OtherCities({ current, onChoose }: { current: string; onChoose: (city: string) => void }) {
  const cities = useResource(materialCities, null);
  const others = (cities.data ?? []).filter((city) => city !== current).slice(0, OTHER_CITIES_SHOWN);
  if (others.length === 0) return null;
  return (
    <Stack space="sm" role="group" aria-label="Other cities">
      <Text>Look in another city:</Text>
      <Inline space="sm" flexWrap="wrap" justifyContent="center">
        {others.map((city) => (
          <Button key={city} variant="secondary" onPress={() => onChoose(city)}>
            {city}
          </Button>
        ))}
      </Inline>
    </Stack>
  );
}
