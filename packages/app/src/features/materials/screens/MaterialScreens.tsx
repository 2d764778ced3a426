import type { MaterialDetails } from '@plastihub/api-client';
import { Button, CompareTable, CompareTray, Link, Stack, Text } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { usePagedResource, useResourceList } from '../../../shared/data/usePagedResource';
import { ListingDetail } from '../../../shared/listing/ListingDetail';
import { ListingFilterBar } from '../../../shared/listing/ListingFilterBar';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { ListingTiles } from '../../../shared/listing/ListingTiles';
import { idOf, keywordFilter } from '../../../shared/listing/urlFilters';
import { useListingPage } from '../../../shared/listing/useListingPage';
import { useSelections } from '../../../shared/listing/useSelections';
import { useUrlFilters } from '../../../shared/listing/useUrlFilters';
import { href } from '../../../shared/routing/paths';
import { useNavigate } from '../../../shared/routing/useNavigate';
import { ScreenState, RecordNotFoundPage } from '../../../shared/page/ScreenState';
import { parseCompareIds, useCompareList } from '../compareList';
import { MaterialCityBar, useMaterialCity } from '../MaterialCity';
import { brandTiles, compareFields, compareItem, materialListing } from '../materialListing';
import { materialBrands, materialPage, materialsPage } from '../materials.data';
import { materialSearch } from '../materialsQuery';

/** `/material-brand`: the brands; the city prices are for; Download Price List. */
export function MaterialBrandsScreen() {
  const navigate = useNavigate();
  const { city, choose } = useMaterialCity();
  const brands = useResource(materialBrands, null);
  return (
    <Stack space="lg">
      <PageHeading title="Material" description="Polymer grades by brand, with their prices in your city" />
      <MaterialCityBar city={city} onChoose={choose} />
      <div>
        <Link href={href('downloadPriceList')} onNavigate={navigate} asButton variant="secondary">
          Download Price List
        </Link>
      </div>
      <ListingTiles kind={brandTiles} results={brands} label="Brands" />
    </Stack>
  );
}

/** The chosen materials' details (each cached like the details screen's), as columns of the comparison. */
function useComparedMaterials(ids: readonly number[], city: string) {
  const chosen = useResourceList(
    materialPage,
    ids.map((id) => ({ id })),
  );
  const items = chosen.entries.flatMap((entry) => {
    const page = entry?.data as { record: MaterialDetails | null } | undefined;
    return page?.record ? [compareItem(page.record, city)] : [];
  });
  return { ...chosen, items };
}

/** The compare list and its tray, on every material screen. */
function useCompareTray(city: string, placement: 'inline' | 'sticky' = 'inline') {
  const navigate = useNavigate();
  const compare = useCompareList();
  const { items } = useComparedMaterials(compare.ids, city);
  const tray = (
    <CompareTray
      items={items}
      fields={compareFields(city)}
      itemsName="materials"
      onRemove={(id) => compare.remove(Number(id))}
      refusal={compare.refusal}
      onDismissRefusal={compare.dismissRefusal}
      compareHref={href('materialCompare', { query: { compare: compare.ids.join(',') } })}
      onNavigate={navigate}
      placement={placement}
    />
  );
  return { compare, tray };
}

/** `/material`: a brand's materials priced for the chosen city, searched (in the URL), paged, comparable. */
export function MaterialsScreen() {
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

/** `/material-details`: a material's pictures and properties, with the compare list. */
export function MaterialDetailsScreen() {
  const { materialId } = useSelections(['materialId']);
  const id = idOf(materialId);
  const { city } = useMaterialCity();
  const page = useListingPage(materialPage, id === null ? null : { id });
  const { tray } = useCompareTray(city);
  return (
    <Stack space="lg">
      <ListingDetail kind={materialListing(city)} fallbackTitle="Material Details" page={page} />
      {tray}
    </Stack>
  );
}

/**
 * `/material-compare?compare=1,2,3`: up to three materials side by side, every property a row, the rows where
 * they differ marked. The link can be shared: it shows its own materials, not the visitor's compare list.
 */
export function MaterialCompareScreen() {
  const { compareList } = useSelections(['compareList']);
  const ids = parseCompareIds(compareList);
  const { city } = useMaterialCity();
  const chosen = useComparedMaterials(ids, city);
  const failed = chosen.entries.find((entry) => entry?.status === 'failed');
  const loading = chosen.entries.some((entry) => entry?.data === undefined);
  return (
    <Stack space="lg">
      <PageHeading
        title="Compare Materials"
        description={city ? `Prices for ${city}` : 'Choose a city on the material screens to compare prices.'}
      />
      <ScreenState
        resource={{
          status: failed && loading ? 'failed' : loading ? 'loading' : 'succeeded',
          data: loading ? undefined : chosen.items,
          error: failed?.error ?? null,
          retry: () =>
            chosen.entries.forEach(
              (entry, index) => entry?.status === 'failed' && chosen.request(index, true),
            ),
        }}
        isEmpty={(list) => list.length === 0}
        emptyTitle="No materials to compare"
      >
        {(list) => (
          <CompareTable
            items={list}
            fields={compareFields(city)}
            caption={`${list.length} materials side by side`}
          />
        )}
      </ScreenState>
    </Stack>
  );
}
