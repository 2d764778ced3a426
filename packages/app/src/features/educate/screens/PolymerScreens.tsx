import type { PolymerDetails } from '@plastihub/api-client';
import { Carousel, Heading, isEmptyHtml, SafeHtml, Stack, Text, optionsFrom } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { ListingDetail } from '../../../shared/listing/ListingDetail';
import { ListingFilterBar } from '../../../shared/listing/ListingFilterBar';
import { ListingResults } from '../../../shared/listing/ListingResults';
import { ListingTiles } from '../../../shared/listing/ListingTiles';
import { idOf, keywordFilter } from '../../../shared/listing/urlFilters';
import { useSelections } from '../../../shared/listing/useSelections';
import { useUrlFilters } from '../../../shared/listing/useUrlFilters';
import { ScreenState, RecordNotFoundPage } from '../../../shared/page/ScreenState';
import { polymerIcon } from '../../../shared/tiles/tileIcons';
import { industryTiles, polymerProductListing, polymerTiles } from '../polymerListing';
import {
  manufacturingYears,
  polymerDetails,
  polymerIndustries,
  polymerProductBrands,
  polymerProductFilters,
  polymerProductPage,
  polymerProductQuery,
  polymerProductsOf,
  polymersFound,
} from '../polymers.data';

const polymerSearch = [keywordFilter] as const;

/** `/know-your-polymer?keyword=`: the polymers as tiles, searched by name. */
export function KnowYourPolymerScreen() {
  const filters = useUrlFilters(polymerSearch);
  const keyword = filters.values.keyword[0] ?? '';
  const polymers = useResource(polymersFound, { keyword });
  return (
    <Stack space="lg">
      <PageHeading
        title="Know Your Polymer"
        description="What each polymer is, where it is used and how it is processed."
      />
      <ListingFilterBar
        label="Search polymers"
        filters={filters}
        controls={[{ def: keywordFilter, placeholder: 'search e.g. Polypropylene, PVC' }]}
      />
      <ListingTiles
        kind={polymerTiles}
        results={polymers}
        label="Polymers"
        icon={polymerIcon}
        layout="inline"
      />
    </Stack>
  );
}

/** `/polymers?polymer_id=`: a polymer's pictures and its three questions, their answers sanitized. */
export function PolymerDetailsScreen() {
  const { polymerId } = useSelections(['polymerId']);
  const id = idOf(polymerId);
  const polymer = useResource(polymerDetails, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) return <RecordNotFoundPage title="Polymers" />;
  return (
    <ScreenState resource={polymer} isMissing={(data) => data === null}>
      {(data) => data && <PolymerPage polymer={data} />}
    </ScreenState>
  );
}

function PolymerPage({ polymer }: { polymer: PolymerDetails }) {
  const title = polymer.name || 'Polymers';
  return (
    <Stack as="article" space="xl">
      <PageHeading title={title} />
      <Carousel
        label={`Pictures of ${title}`}
        images={polymer.images.map((src, index) => ({ src, alt: `${title}, picture ${index + 1}` }))}
        maxImages={3}
        width={800}
        height={450}
        fit="contain"
        priority
        emptyText="No pictures of this polymer yet"
      />
      {polymer.questions.map((block, index) => (
        <Stack as="section" key={index} space="sm" aria-label={block.question || `Question ${index + 1}`}>
          {block.question && <Heading level={2}>{block.question}</Heading>}
          {isEmptyHtml(block.answerHtml) ? (
            <Text tone="muted">No answer yet.</Text>
          ) : (
            <SafeHtml html={block.answerHtml} />
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** `/know-your-product`: the industries; choosing one opens its products. */
export function KnowYourProductScreen() {
  const industries = useResource(polymerIndustries, null);
  return (
    <Stack space="lg">
      <PageHeading
        title="Know Your Product Composition"
        description="Everyday products, part by part, and the polymers they are made of."
      />
      <ListingTiles kind={industryTiles} results={industries} label="Industries" />
    </Stack>
  );
}

/** `/polymer-product?industry_id=&brand=&year=`: an industry's products, filtered by brand and year. */
export function PolymerProductsScreen() {
  const { industryId, industryName } = useSelections(['industryId', 'industryName']);
  const id = idOf(industryId);
  const filters = useUrlFilters(polymerProductFilters);
  const known = id !== null;
  const brands = useResource(polymerProductBrands, { industryId: id ?? 0 }, { enabled: known });
  const products = useResource(polymerProductsOf, polymerProductQuery(id ?? 0, filters.values), {
    enabled: known,
  });
  const title = industryName || 'Polymer Products';
  if (!known) return <RecordNotFoundPage title={title} />;
  return (
    <Stack space="lg">
      <PageHeading title={title} />
      <ListingFilterBar
        label="Filter products"
        filters={filters}
        clearAllLabel="Clear All"
        controls={[
          {
            def: polymerProductFilters[0],
            options: optionsFrom(brands.data ?? []),
            loading: brands.status === 'loading',
          },
          { def: polymerProductFilters[1], options: optionsFrom(manufacturingYears().map(String)) },
        ]}
      />
      <ListingResults
        kind={polymerProductListing}
        results={products}
        label={`${title} products`}
        onClearFilters={filters.active ? filters.clear : undefined}
      />
    </Stack>
  );
}

/** `/polymer-product-details?polymer_product_id=`: a product, its brand and year, and its parts. */
export function PolymerProductDetailsScreen() {
  const { polymerProductId } = useSelections(['polymerProductId']);
  const id = idOf(polymerProductId);
  const page = useResource(polymerProductPage, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) return <RecordNotFoundPage title="Polymer Product Details" />;
  return <ListingDetail kind={polymerProductListing} page={page} fallbackTitle="Polymer Product Details" />;
}
