import * as v from 'valibot';
import { apiClient, type CallOptions } from '../core';
import { count, id, list, optionalNumber, relationName, text } from '../core/schema';
import { materialsRequest, type MaterialsQuery } from '../requests';

const brandSchema = v.object({ id: id(), name: text(), image: text() });
/** A polymer producer whose grades the material screens list (Reliance Repol, GAIL G-Lex...). */
export type Brand = v.InferOutput<typeof brandSchema>;

const cityPriceSchema = v.object({ city: text(), price: optionalNumber() });
/** The price in rupees per kg of a material in one city; null when the city has no price. */
export type MaterialCityPrice = v.InferOutput<typeof cityPriceSchema>;

const materialEntries = {
  id: id(),
  name: text(),
  image1: text(),
  grade: text(),
  polymer_type: text(),
  product_category: relationName(),
  connect_material_prices: list(cityPriceSchema),
};

const toMaterial = (raw: v.InferOutput<v.ObjectSchema<typeof materialEntries, undefined>>) => ({
  id: raw.id,
  name: raw.name,
  image: raw.image1,
  grade: raw.grade,
  polymerType: raw.polymer_type,
  category: raw.product_category,
  prices: raw.connect_material_prices,
});

const materialSchema = v.pipe(v.object(materialEntries), v.transform(toMaterial));
/** A material card: a grade of one brand with its prices per city. */
export type Material = v.InferOutput<typeof materialSchema>;

const materialDetailsSchema = v.pipe(
  v.object({
    ...materialEntries,
    image2: text(),
    image3: text(),
    image4: text(),
    brand: v.nullish(v.object({ name: text(), image: text() }), null),
    density: text(),
    melt_flow_rate: text(),
    notched_izod: text(),
    tensile_strength: text(),
    elongation: text(),
    flexural_modulus: text(),
    heat_deflection: text(),
    vicat_softening_point: text(),
    colour: text(),
    product_condition: relationName(),
    description: text(),
  }),
  v.transform((raw) => ({
    ...toMaterial(raw),
    images: [raw.image1, raw.image2, raw.image3, raw.image4].filter(Boolean),
    brand: raw.brand,
    density: raw.density,
    meltFlowRate: raw.melt_flow_rate,
    notchedIzod: raw.notched_izod,
    tensileStrength: raw.tensile_strength,
    elongation: raw.elongation,
    flexuralModulus: raw.flexural_modulus,
    heatDeflection: raw.heat_deflection,
    vicatSofteningPoint: raw.vicat_softening_point,
    colour: raw.colour,
    condition: raw.product_condition,
    description: raw.description,
  })),
);
/** The material details table; property values are text with their units, as the server keeps them. */
export type MaterialDetails = v.InferOutput<typeof materialDetailsSchema>;

const materialPageSchema = v.pipe(
  v.object({
    data: list(materialSchema),
    current_page: count(),
    last_page: count(),
    per_page: count(),
    total: count(),
  }),
  v.transform((page) => ({
    items: page.data,
    currentPage: Math.max(1, page.current_page),
    lastPage: Math.max(1, page.last_page),
    perPage: page.per_page,
    total: page.total,
  })),
);
export type MaterialPage = v.InferOutput<typeof materialPageSchema>;

const dealerSchema = v.pipe(
  v.object({ dealer: text(), mobile: text(), email: text(), address: text() }),
  v.transform(({ dealer, ...contact }) => ({ name: dealer, ...contact })),
);
export type MaterialDealer = v.InferOutput<typeof dealerSchema>;

/** GET /brands: the material brand grid (doc 3's price lists use it too). */
export async function getBrands(options?: CallOptions): Promise<Brand[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/brands',
    schema: v.object({ brands: list(brandSchema) }),
    options,
  });
  return body.brands;
}

export type { MaterialsQuery };

export interface MaterialsResult {
  materials: MaterialPage;
  /** The brand asked for (for the "<brand> Materials" title), null if the server does not know it. */
  brand: Brand | null;
}

/** GET /connect-materials: one page of a brand's materials, by city or by keyword. */
export async function getMaterials(query: MaterialsQuery, options?: CallOptions): Promise<MaterialsResult> {
  const body = await apiClient().request({
    method: 'GET',
    ...materialsRequest(query),
    schema: v.object({
      connect_materials: v.nullish(materialPageSchema, () => ({
        items: [],
        currentPage: 1,
        lastPage: 1,
        perPage: 0,
        total: 0,
      })),
      // The server sends the brand list; one brand object is read the same way.
      brands: v.nullish(v.union([v.array(brandSchema), brandSchema]), () => []),
    }),
    options,
  });
  const brands = Array.isArray(body.brands) ? body.brands : [body.brands];
  return {
    materials: body.connect_materials,
    brand: brands.find((brand) => brand.id === query.brandId) ?? null,
  };
}

/** GET /connect-materials-details: null when the material does not exist. */
export async function getMaterialDetails(
  query: { id: number },
  options?: CallOptions,
): Promise<MaterialDetails | null> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/connect-materials-details',
    params: { id: query.id },
    schema: v.object({ connect_materials: v.nullish(materialDetailsSchema, null) }),
    options,
  });
  return body.connect_materials;
}

/** GET /connect-material-cities: the cities with material prices, for the Select City dialog. */
export async function getMaterialCities(options?: CallOptions): Promise<string[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/connect-material-cities',
    schema: v.object({ cities: list(v.object({ name: text() })) }),
    options,
  });
  return body.cities.map((city) => city.name).filter(Boolean);
}

/** GET /connect-material-dealer-citybrandwise: an empty list means "No dealer found at this location." */
export async function getMaterialDealers(
  query: { brandId: number; city: string },
  options?: CallOptions,
): Promise<MaterialDealer[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/connect-material-dealer-citybrandwise',
    params: { brand_id: query.brandId, city: query.city },
    schema: v.object({ dealers: list(dealerSchema) }),
    options,
  });
  return body.dealers;
}
