import { beforeEach, describe, expect, it } from 'vitest';
import {
  filterTradeProducts,
  getTradeProductDetails,
  getTradeProducts,
  tradeTypes,
  type TradeProductFilter,
} from '@plastihub/api-client';
import { signIn, useContractClient } from './harness';
import { itHandlesFailures } from './failures';
import { lastRequestTo, useRequestLog } from './request-log';

// Ids from seed/lookups.ts: India 1, UAE 2, Saudi Arabia 3; PP 1, HDPE 2, ABS 6; Prime/Virgin 1, Regrind 3, Off-grade 2.
const virgin: TradeProductFilter = {
  tradeType: 'Virgin Polymers',
  countryIds: [],
  categoryIds: [],
  conditionIds: [],
};

describe('trade', () => {
  useContractClient();
  const requests = useRequestLog();

  describe('signed in', () => {
    beforeEach(() => signIn(9));

    it.each(tradeTypes)('lists at least 12 %s, newest first', async (tradeType) => {
      const products = await getTradeProducts(tradeType);
      expect(lastRequestTo(requests, '/typewise-trade-product-list').searchParams.get('product_type')).toBe(
        tradeType,
      );
      expect(products.length).toBeGreaterThanOrEqual(12);
      for (const product of products) {
        expect(product.image).toMatch(/^http:\/\/localhost\/demo-images\/trade\/.+\.svg$/);
        expect(product.price).toBeGreaterThan(0);
      }
    });

    it('shows a card with price, currency, basis and place', async () => {
      const products = await getTradeProducts('Virgin Polymers');
      expect(products.find((p) => p.name === 'Repol H110MA PP Homopolymer')).toEqual({
        id: 1,
        name: 'Repol H110MA PP Homopolymer',
        categoryId: 1,
        image: 'http://localhost/demo-images/trade/pellets-white.svg',
        price: 112,
        currency: 'INR',
        priceBasis: 'Kg',
        city: 'Jamnagar',
        state: 'Gujarat',
        countryName: 'India',
      });
    });

    it('filters by comma-joined countries, categories and conditions', async () => {
      const all = await filterTradeProducts(virgin);
      const unfiltered = lastRequestTo(requests, '/trade-product-filter').searchParams;
      expect([...unfiltered.keys()]).toEqual([
        'product_type',
        'country_ids',
        'category_ids',
        'condition_ids',
      ]);
      expect(all).toHaveLength(14);

      const abroad = await filterTradeProducts({ ...virgin, countryIds: [2, 3] });
      expect(lastRequestTo(requests, '/trade-product-filter').searchParams.get('country_ids')).toBe('2,3');
      expect(abroad.map((p) => p.countryName)).toEqual(['Saudi Arabia']);

      const ppOrAbs = await filterTradeProducts({ ...virgin, categoryIds: [1, 6] });
      expect(lastRequestTo(requests, '/trade-product-filter').searchParams.get('category_ids')).toBe('1,6');
      expect(ppOrAbs.map((p) => p.name).sort()).toEqual([
        'Absolac 920 ABS',
        'LG Chem ABS HI-121H',
        'Propel 2030RG PP Random Copolymer',
        'Repol H110MA PP Homopolymer',
        'SABIC PP 500P Homopolymer',
      ]);

      const offGradeHdpe = await filterTradeProducts({ ...virgin, categoryIds: [2], conditionIds: [2] });
      expect(lastRequestTo(requests, '/trade-product-filter').searchParams.get('condition_ids')).toBe('2');
      expect(offGradeHdpe.map((p) => p.name)).toEqual(['HDPE PE100 Pipe Grade (Off-grade lot)']);

      expect(await filterTradeProducts({ ...virgin, conditionIds: [3] })).toEqual([]);
    });

    // A common condition per type: Prime/Virgin, Granules, Regrind, Lumps.
    const commonCondition = {
      'Virgin Polymers': 1,
      'Polymer Compounds': 5,
      'Reprocessed Polymer': 3,
      'Scrap Material': 4,
    } as const;

    it.each(tradeTypes)('%s: every filter has hits and misses', async (tradeType) => {
      const all = await filterTradeProducts({ ...virgin, tradeType });
      const india = await filterTradeProducts({ ...virgin, tradeType, countryIds: [1] });
      const pp = await filterTradeProducts({ ...virgin, tradeType, categoryIds: [1] });
      const condition = await filterTradeProducts({
        ...virgin,
        tradeType,
        conditionIds: [commonCondition[tradeType]],
      });
      for (const subset of [india, pp, condition]) {
        expect(subset.length).toBeGreaterThan(0);
        expect(subset.length).toBeLessThan(all.length);
      }
    });

    it('returns the product details with seller and similar products of the category', async () => {
      const page = await getTradeProductDetails({ productId: 7, categoryId: 6 });
      const query = lastRequestTo(requests, '/trade-product-details').searchParams;
      expect([query.get('id'), query.get('category_id')]).toEqual(['7', '6']);
      expect(page.product).toMatchObject({
        name: 'Absolac 920 ABS',
        categoryName: 'ABS',
        conditionName: 'Prime/Virgin',
        quantity: 12,
        unit: 'MT',
        productType: 'Virgin Polymers',
        price: 168,
        currency: 'INR',
        priceBasis: 'Kg',
        city: 'Mumbai',
        countryName: 'India',
        seller: {
          id: 5,
          name: 'Karthik Iyer',
          companyName: 'Iyer Extrusions',
          mobile: '+91 9840045678',
          email: 'karthik.iyer@example.in',
        },
      });
      expect(page.product?.images.length).toBeGreaterThanOrEqual(1);
      expect(page.product?.images.length).toBeLessThanOrEqual(4);
      expect(page.similarProducts.length).toBeGreaterThan(0);
      expect(page.similarProducts.length).toBeLessThanOrEqual(4);
      expect(page.similarProducts.every((p) => p.categoryId === 6 && p.id !== 7)).toBe(true);
    });

    it('answers an unknown product with no product ("Record Not Found")', async () => {
      expect(await getTradeProductDetails({ productId: 999, categoryId: 1 })).toEqual({
        product: null,
        similarProducts: [],
      });
    });
  });

  itHandlesFailures([
    { path: '/typewise-trade-product-list', call: () => getTradeProducts('Scrap Material'), guarded: true },
    { path: '/trade-product-filter', call: () => filterTradeProducts(virgin), guarded: true },
    {
      path: '/trade-product-details',
      call: () => getTradeProductDetails({ productId: 1, categoryId: 1 }),
      guarded: true,
    },
  ]);
});
