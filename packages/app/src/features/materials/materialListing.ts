import type { Brand, Material, MaterialDetails } from '@plastihub/api-client';
import { formatRupees, type CompareField, type CompareItem } from '@plastihub/ui';
import { defineListingKind, type ListingCards } from '../../shared/listing/listingKind';

/** The brand grid: each logo opens the brand's materials, with its id and name handed over. */
export const brandTiles: ListingCards<Brand> = {
  detailPath: 'materials',
  selectionOf: (brand) => ({ brandId: String(brand.id), brandName: brand.name }),
  card: (brand) => ({ title: brand.name, imageSrc: brand.image || null, imageFit: 'contain' }),
};

/** The price of a material in the chosen city, "Rs. 118.50 / Kg"; empty when that city has no price. */
export function cityPrice(material: Pick<Material, 'prices'>, city: string): string {
  const price = material.prices.find((entry) => entry.city.toLowerCase() === city.toLowerCase())?.price;
  return price === null || price === undefined ? '' : `${formatRupees(price)} / Kg`;
}

/** The details table (document 2's entity); values come with their units, as the server keeps them. */
const properties: ReadonlyArray<readonly [string, (material: MaterialDetails) => string | null | undefined]> =
  [
    ['Brand', (material) => material.brand?.name],
    ['Category', (material) => material.category],
    ['Grade', (material) => material.grade],
    ['Polymer Type', (material) => material.polymerType],
    ['Condition', (material) => material.condition],
    ['Density', (material) => material.density],
    ['Melt Flow Rate', (material) => material.meltFlowRate],
    ['Notched Izod', (material) => material.notchedIzod],
    ['Tensile Strength', (material) => material.tensileStrength],
    ['Elongation', (material) => material.elongation],
    ['Flexural Modulus', (material) => material.flexuralModulus],
    ['Heat Deflection', (material) => material.heatDeflection],
    ['Vicat Softening Point', (material) => material.vicatSofteningPoint],
    ['Colour', (material) => material.colour],
  ];

const propertyRows = (material: MaterialDetails) =>
  properties.map(([label, read]) => ({ label, value: read(material) }));

/** Materials as a listing kind: the brand's cards (priced for a city) and the details with its properties. */
export const materialListing = (city: string) =>
  defineListingKind<Material, MaterialDetails>({
    type: 'Material',
    savedAs: 'Material',
    detailPath: 'materialDetails',
    selectionOf: (material) => ({ materialId: String(material.id) }),
    card: (material) => ({
      title: material.name,
      imageSrc: material.image,
      imageFit: 'contain',
      meta: [
        { label: 'Category', value: material.category },
        { label: 'Grade', value: material.grade },
        { label: 'Polymer Type', value: material.polymerType },
      ],
      price: cityPrice(material, city) || `No price for ${city}`,
    }),
    detail: {
      title: (material) => material.name,
      images: (material) => material.images,
      rows: (material) => [
        ...propertyRows(material),
        ...(city ? [{ label: `Price (${city})`, value: cityPrice(material, city) }] : []),
      ],
      description: (material) => material.description,
    },
  });

/** Every property of the details table, a row each, for the side-by-side comparison. */
export const compareFields = (city: string): CompareField[] => [
  ...(city ? [{ key: 'price', label: `Price (${city})` }] : []),
  ...properties.map(([label]) => ({ key: label, label })),
];

export const compareItem = (material: MaterialDetails, city: string): CompareItem => ({
  id: material.id,
  title: material.name,
  imageSrc: material.images[0] ?? material.image,
  values: {
    price: city ? cityPrice(material, city) : '',
    ...Object.fromEntries(propertyRows(material).map(({ label, value }) => [label, value ?? ''])),
  },
});
