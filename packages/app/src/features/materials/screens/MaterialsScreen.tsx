import { Link, Stack, Text } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { usePagedResource } from '../../../shared/data/usePagedResource';
import { ListingFilterBar } from '../../../shared/listing/ListingFilterBar';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { idOf, keywordFilter } from '../../../shared/listing/urlFilters';
import { useSelections } from '../../../shared/listing/useSelections';
import { useUrlFilters } from '../../../shared/listing/useUrlFilters';
import { href } from '../../../shared/routing/paths';
import { RecordNotFoundPage } from '../../../shared/page/ScreenState';
import { useCompareTray } from '../components/comparedMaterials';
import { MaterialCityBar, useMaterialCity } from '../components/MaterialCity';
import { materialListing } from '../materialListing';
import { materialsPage } from '../materials.data';
import { materialSearch } from '../materialsQuery';

/** `/material`: a brand's materials priced for the chosen city, searched (in the URL), paged, comparable. */
export default function MaterialsScreen() {
  const { brandId, brandName } = useSelections(['brandId', 'brandName']);
  const id = idOf(brandId);
  const { city, choose } = useMaterialCity();
  const filters = useUrlFilters(materialSearch);
  const keyword = filters.values.keyword[0] ?? '';
  const { compare, tray } = useCompareTray(city, 'sticky');
  // Another brand, city or keyword starts again at the first page.
  const list = usePagedResource(
    materialsPage,
    { brandId: id ?? 0, city, keyword },
    { enabled: id !== null && city !== '' },
  );
  const title = `${list.first?.brand?.name || brandName || 'Brand'} Materials`;
  if (id === null) {
    return <RecordNotFoundPage title="Materials" />;
  }
  const kind = materialListing(city);
  return (
    <Stack space="lg">
      <PageHeading title={title} />
      <MaterialCityBar city={city} onChoose={choose} />
      <ListingFilterBar
        label="Search materials"
        filters={filters}
        controls={[{ def: keywordFilter, placeholder: 'search e.g. Name Category Grade' }]}
      />
      <div>
        <Link href={href('materialDealer', { query: { brand_id: id } })} asButton variant="secondary">
          Find Dealer
        </Link>
      </div>
      {city === '' ? (
        <Text tone="muted">Choose a city to see the materials and their prices.</Text>
      ) : (
        <ListingResults
          kind={kind}
          paged={{ view: list, noun: 'materials' }}
          label={title}
          searchable
          onClearFilters={filters.active ? filters.clear : undefined}
          compareOf={(material) => compare.toggleOf(material.id)}
        />
      )}
      {tray}
    </Stack>
  );
}
