import { Button, Link, Stack, Text } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { usePagedResource } from '../../../shared/data/usePagedResource';
import { ListingFilterBar } from '../../../shared/listing/ListingFilterBar';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { idOf, keywordFilter } from '../../../shared/listing/urlFilters';
import { useSelections } from '../../../shared/listing/useSelections';
import { useUrlFilters } from '../../../shared/listing/useUrlFilters';
import { href } from '../../../shared/routing/paths';
import { useNavigate } from '../../../shared/routing/useNavigate';
import { RecordNotFoundPage } from '../../../shared/page/ScreenState';
import { useCompareTray } from '../comparedMaterials';
import { MaterialCityBar, useMaterialCity } from '../MaterialCity';
import { materialListing } from '../materialListing';
import { materialsPage } from '../materials.data';
import { materialSearch } from '../materialsQuery';

/** `/material`: a brand's materials priced for the chosen city, searched (in the URL), paged, comparable. */
export default function MaterialsScreen() {
  const navigate = useNavigate();
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
        <Link
          href={href('materialDealer', { query: { brand_id: id } })}
          onNavigate={navigate}
          asButton
          variant="secondary"
        >
          Find Dealer
        </Link>
      </div>
      {city === '' ? (
        <Text tone="muted">Choose a city to see the materials and their prices.</Text>
      ) : (
        <ListingResults
          kind={kind}
          results={{ status: list.status, data: list.items, error: list.error, retry: list.retry }}
          label={title}
          onClearFilters={filters.active ? filters.clear : undefined}
          summary={(shown) => `${shown} of ${list.total} materials`}
          compareOf={(material) => {
            const selected = compare.ids.includes(material.id);
            return {
              selected,
              onToggle: () => (selected ? compare.remove(material.id) : compare.add(material.id)),
            };
          }}
          footer={
            list.hasMore || list.more === 'failed' ? (
              <Stack space="sm" alignItems="center">
                {list.more === 'failed' && (
                  <Text tone="critical" role="alert">
                    More materials could not be loaded.
                  </Text>
                )}
                <Button variant="secondary" onPress={list.loadMore} disabled={list.more === 'loading'}>
                  {list.more === 'loading' ? 'Loading…' : list.more === 'failed' ? 'Try again' : 'Load more'}
                </Button>
              </Stack>
            ) : null
          }
        />
      )}
      {tray}
    </Stack>
  );
}
