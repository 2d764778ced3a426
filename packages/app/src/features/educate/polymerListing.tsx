import type { Polymer, PolymerIndustry, PolymerProduct, PolymerProductPart } from '@plastihub/api-client';
import { Heading, Image, Stack, Table, type TableColumn } from '@plastihub/ui';
import { defineListingKind, type ListingCards } from '../../shared/listing/listingKind';

/** Know Your Polymer's tiles: a polymer's name, opening its page. */
export const polymerTiles: ListingCards<Polymer> = {
  detailPath: 'polymers',
  selectionOf: (polymer) => ({ polymerId: String(polymer.id) }),
  card: (polymer) => ({ title: polymer.name }),
};

/** Know Your Product Composition's industries; choosing one hands its id and name to the product list. */
export const industryTiles: ListingCards<PolymerIndustry> = {
  detailPath: 'polymerProducts',
  selectionOf: (industry) => ({ industryId: String(industry.id), industryName: industry.name }),
  card: (industry) => ({ title: industry.name, imageSrc: industry.image || null }),
};

const partColumns: readonly TableColumn<PolymerProductPart>[] = [
  {
    key: 'image',
    header: 'Image',
    render: (part) => <Image src={part.image} alt="" width={72} height={54} radius="small" />,
  },
  { key: 'description', header: 'Description', isRowHeader: true },
  { key: 'category', header: 'Category' },
];

/** What a product is made of: each part with its picture, what it is and its polymer. */
function ProductParts({ product }: { product: PolymerProduct }) {
  return (
    <Stack as="section" space="md" aria-label="Parts">
      <Heading level={2}>Parts</Heading>
      <Table
        caption={`Parts of ${product.name}`}
        hideCaption
        columns={partColumns}
        rows={product.parts}
        getRowKey={(part, index) => `${part.description}:${index}`}
      />
    </Stack>
  );
}

// Shown as written: 2019, not a grouped number.
const yearOf = (product: PolymerProduct) => (product.mfgYear === null ? null : String(product.mfgYear));

/** Polymer products: cards with brand and year; details with the parts table (document 2). */
export const polymerProductListing = defineListingKind<PolymerProduct, PolymerProduct>({
  type: 'Polymer Product',
  detailPath: 'polymerProductDetails',
  selectionOf: (product) => ({ polymerProductId: String(product.id) }),
  card: (product) => ({
    title: product.name,
    imageSrc: product.image || null,
    meta: [
      { label: 'Brand', value: product.brand },
      { label: 'Mfg Year', value: yearOf(product) },
    ],
  }),
  detail: {
    title: (product) => product.name,
    images: (product) => (product.image ? [product.image] : []),
    rows: (product) => [
      { label: 'Brand', value: product.brand },
      { label: 'Mfg Year', value: yearOf(product) },
    ],
    more: (product) => <ProductParts product={product} />,
  },
});
