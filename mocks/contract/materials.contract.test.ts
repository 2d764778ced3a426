import { describe, expect, it } from 'vitest';
import {
  getBrands,
  getMaterialCities,
  getMaterialDealers,
  getMaterialDetails,
  getMaterials,
} from '@plastihub/api-client';
import { useContractClient } from './harness';
import { brands, MATERIAL_CITIES, materialDealers, materials } from '../src/seed/materials';

describe('materials', () => {
  useContractClient();

  it('GET /brands lists the polymer producers with local logos', async () => {
    const list = await getBrands();
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list.map((brand) => brand.name)).toEqual(
      expect.arrayContaining(['Reliance Repol', 'GAIL (G-Lex)', 'IOCL (Propel)', 'SABIC', 'Borouge']),
    );
    expect(list[0]?.image).toMatch(/^http:\/\/localhost\/demo-images\/materials\/brand-\d\.svg$/);
  });

  it('seeds hundreds of materials with plausible densities', () => {
    const rows = materials.all();
    expect(rows.length).toBeGreaterThanOrEqual(300);
    for (const row of rows) {
      const density = Number.parseFloat(row.density);
      expect(density).toBeGreaterThanOrEqual(0.9);
      expect(density).toBeLessThanOrEqual(1.4);
    }
  });

  it('GET /connect-materials pages a brand and gives the chosen city price only', async () => {
    const { materials: page, brand } = await getMaterials({ brandId: 1, city: 'Pune' });
    expect(brand?.name).toBe('Reliance Repol');
    expect(page.currentPage).toBe(1);
    expect(page.total).toBe(materials.where((row) => row.brand_id === 1).length);
    expect(page.lastPage).toBe(Math.ceil(page.total / page.perPage));
    expect(page.items.length).toBe(page.perPage);
    for (const material of page.items) {
      expect(material.name).toMatch(/^Repol [HBR]\d{3}/);
      expect(material.category).toBe('PP');
      expect(material.prices.every((price) => price.city === 'Pune')).toBe(true);
    }
    const priced = page.items.find((material) => material.prices.length === 1);
    expect(priced?.prices[0]?.price).toBeGreaterThan(80);
  });

  it('GET /connect-materials reads a later page', async () => {
    const first = await getMaterials({ brandId: 2, city: 'Delhi' });
    const second = await getMaterials({ brandId: 2, city: 'Delhi', page: 2 });
    expect(second.materials.currentPage).toBe(2);
    expect(second.materials.items[0]?.id).not.toBe(first.materials.items[0]?.id);
  });

  it('GET /connect-materials searches by keyword within the brand', async () => {
    const { materials: page } = await getMaterials({ brandId: 2, keyword: 'lldpe' });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((material) => material.polymerType.startsWith('LLDPE'))).toBe(true);
    // Without a city, every city's price comes back.
    expect(page.items.some((material) => material.prices.length > 1)).toBe(true);
    const none = await getMaterials({ brandId: 2, keyword: 'no such grade' });
    expect(none.materials.items).toEqual([]);
    expect(none.materials.total).toBe(0);
  });

  it('GET /connect-materials-details gives the datasheet and brand', async () => {
    const details = await getMaterialDetails({ id: 1 });
    expect(details?.name).toMatch(/^Repol /);
    expect(details?.brand?.name).toBe('Reliance Repol');
    expect(details?.density).toMatch(/g\/cm³$/);
    expect(details?.meltFlowRate).toMatch(/g\/10 min/);
    expect(details?.condition).not.toBe('');
    expect(details?.images.length).toBeGreaterThanOrEqual(1);
    expect(details?.prices.length).toBeGreaterThan(5);
  });

  it('GET /connect-materials-details answers null for an unknown id', async () => {
    await expect(getMaterialDetails({ id: 999_999 })).resolves.toBeNull();
  });

  it('GET /connect-material-cities lists the price cities', async () => {
    const cities = await getMaterialCities();
    expect(cities).toEqual(MATERIAL_CITIES);
    expect(cities).toEqual(expect.arrayContaining(['Mumbai', 'Ludhiana', 'Vapi']));
  });

  it('GET /connect-material-dealer-citybrandwise filters by brand and city', async () => {
    const stocked = materialDealers.all()[0];
    if (!stocked) throw new Error('the seed has dealers');
    const dealers = await getMaterialDealers({ brandId: stocked.brand_id, city: stocked.city });
    expect(dealers.length).toBeGreaterThan(0);
    expect(dealers[0]).toEqual({
      name: stocked.dealer,
      mobile: stocked.mobile,
      email: stocked.email,
      address: stocked.address,
    });
    expect(dealers.every((dealer) => dealer.address.endsWith(stocked.city))).toBe(true);
  });

  it('GET /connect-material-dealer-citybrandwise is empty where no dealer is', async () => {
    const empty = brands
      .all()
      .flatMap((brand) => MATERIAL_CITIES.map((city) => ({ brandId: brand.id, city })))
      .find(
        ({ brandId, city }) =>
          !materialDealers.where((d) => d.brand_id === brandId && d.city === city).length,
      );
    if (!empty) throw new Error('the seed leaves some brand and city pairs without a dealer');
    await expect(getMaterialDealers(empty)).resolves.toEqual([]);
  });
});
