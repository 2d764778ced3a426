import { afterEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import {
  filterPolymerProducts,
  getPolymerDetails,
  getPolymerIndustries,
  getPolymerProductBrands,
  getPolymerProductDetails,
  getPolymerProducts,
  getPolymers,
  searchPolymers,
} from '@plastihub/api-client';
import { server } from '@plastihub/mocks/node';
import { useContractClient } from './harness';
import { polymerProducts } from '../src/seed/polymers';

describe('polymers (Know Your Polymer)', () => {
  useContractClient();

  it('GET /polymers lists the polymer tiles', async () => {
    const list = await getPolymers();
    expect(list).toHaveLength(20);
    expect(list[0]).toEqual({ id: 1, name: 'Polypropylene (PP)' });
  });

  it('GET /polymers-search matches the name', async () => {
    const nylons = await searchPolymers({ keyword: 'nylon' });
    expect(nylons.map((polymer) => polymer.name)).toEqual([
      'Polyamide 6 (Nylon 6) (PA6)',
      'Polyamide 66 (Nylon 66) (PA66)',
    ]);
    await expect(searchPolymers({ keyword: 'unobtainium' })).resolves.toEqual([]);
  });

  it('GET /polymers-details gives up to 3 images and 3 question blocks in HTML', async () => {
    const details = await getPolymerDetails({ id: 1 });
    expect(details?.images).toHaveLength(3);
    expect(details?.questions.map((block) => block.question)).toEqual([
      'What is Polypropylene?',
      'Where is PP used?',
      'How is PP processed?',
    ]);
    expect(details?.questions[1]?.answerHtml).toContain('<li>caps and closures</li>');
  });

  it('GET /polymers-details answers null for an unknown id', async () => {
    await expect(getPolymerDetails({ id: 500 })).resolves.toBeNull();
  });
});

describe('polymer products (Know Your Product Composition)', () => {
  useContractClient();
  const requested: URL[] = [];
  const record = ({ request }: { request: Request }) => void requested.push(new URL(request.url));
  afterEach(() => {
    server.events.removeListener('request:start', record);
    requested.length = 0;
  });

  it('GET /polymer-industries lists ten industries', async () => {
    const industries = await getPolymerIndustries();
    expect(industries).toHaveLength(10);
    expect(industries[0]).toMatchObject({ id: 1, name: 'Household & Kitchenware' });
  });

  it('GET /polymer-product lists an industry with parsed parts', async () => {
    const products = await getPolymerProducts({ industryId: 1 });
    expect(products.map((product) => product.brand)).toEqual([
      'Milton',
      'Milton',
      'Cello',
      'Cello',
      'Nilkamal',
      'Tupperware',
    ]);
    const [flask] = products;
    expect(flask?.mfgYear).toBeGreaterThanOrEqual(2000);
    expect(flask?.mfgYear).toBeLessThanOrEqual(2026);
    expect(flask?.parts).toEqual([
      {
        image: expect.stringMatching(/^http:\/\/localhost\/demo-images\/polymers\/part-\d\.svg$/),
        description: 'Lid',
        category: 'PP',
      },
      { image: expect.any(String), description: 'Gasket', category: 'TPE' },
      { image: expect.any(String), description: 'Cup cap', category: 'PP' },
    ]);
  });

  it('GET /polymer-product-brand gives the distinct brands of the industry', async () => {
    await expect(getPolymerProductBrands({ industryId: 1 })).resolves.toEqual([
      'Cello',
      'Milton',
      'Nilkamal',
      'Tupperware',
    ]);
  });

  it('GET /polymer-product-filter sends comma lists without the leading comma and filters by brand', async () => {
    server.events.on('request:start', record);
    const products = await filterPolymerProducts({ industryId: 1, brands: ['Milton', 'Cello'] });
    expect(requested[0]?.searchParams.get('brand')).toBe('Milton,Cello');
    expect(requested[0]?.searchParams.get('year')).toBe('');
    expect(products).toHaveLength(4);
    expect(products.every((product) => ['Milton', 'Cello'].includes(product.brand))).toBe(true);
  });

  it('GET /polymer-product-filter filters by year, and by brand and year together', async () => {
    server.events.on('request:start', record);
    const flask = polymerProducts.find(1);
    if (!flask) throw new Error('the seed has product 1');
    const byYear = await filterPolymerProducts({ industryId: 1, years: [flask.mfg_year, 1999] });
    expect(requested[0]?.searchParams.get('year')).toBe(`${flask.mfg_year},1999`);
    expect(byYear.map((product) => product.id)).toContain(1);
    expect(byYear.every((product) => product.mfgYear === flask.mfg_year)).toBe(true);

    const cello = polymerProducts.where((row) => row.brand === 'Cello' && row.polymer_industry_id === 1)[0];
    if (!cello) throw new Error('the seed has Cello products');
    const both = await filterPolymerProducts({
      industryId: 1,
      brands: ['Cello'],
      years: [cello.mfg_year, flask.mfg_year],
    });
    expect(both.map((product) => product.id)).toContain(cello.id);
    expect(both.every((product) => product.brand === 'Cello')).toBe(true);
    expect(both.map((product) => product.id)).not.toContain(flask.id);
  });

  it('GET /polymer-product-filter with nothing chosen gives the whole industry', async () => {
    const products = await filterPolymerProducts({ industryId: 3 });
    expect(products.map((product) => product.id)).toEqual(
      polymerProducts.where((row) => row.polymer_industry_id === 3).map((row) => row.id),
    );
  });

  it('GET /polymer-product-details gives the product and its parts', async () => {
    const product = await getPolymerProductDetails({ id: 7 });
    expect(product).toMatchObject({ name: 'Front Bumper', brand: 'Maruti Suzuki' });
    expect(product?.parts.map((part) => part.category)).toEqual(['PP (Impact Copolymer)', 'ABS', 'PC']);
  });

  it('GET /polymer-product-details answers null for an unknown id', async () => {
    await expect(getPolymerProductDetails({ id: 6_000 })).resolves.toBeNull();
  });

  it('reads bad parts JSON as no parts and drops entries that do not fit', async () => {
    server.use(
      http.get('*/api/polymer-product', () =>
        HttpResponse.json({
          polymer_products: [
            { id: 1, name: 'Broken', brand: 'X', mfg_year: '2011', parts: '{not json' },
            { id: 2, name: 'Mixed', brand: null, mfg_year: null, parts: '[{"description":"Lid"}, 5, null]' },
          ],
        }),
      ),
    );
    const [broken, mixed] = await getPolymerProducts({ industryId: 1 });
    expect(broken).toMatchObject({ parts: [], mfgYear: 2011, image: '' });
    expect(mixed).toMatchObject({
      brand: '',
      mfgYear: null,
      parts: [{ image: '', description: 'Lid', category: '' }],
    });
  });
});
