import { describe, expect, it } from 'vitest';
import {
  getCountries,
  getProductCategories,
  getProductConditions,
  MalformedResponseError,
  UnauthorizedError,
} from '@plastihub/api-client';
import { injectFault, useContractClient } from './harness';

describe('look-ups', () => {
  useContractClient();

  it('lists countries with India first as id 1', async () => {
    const countries = await getCountries();
    expect(countries[0]).toEqual({ id: 1, name: 'India' });
    expect(countries.length).toBeGreaterThanOrEqual(15);
    expect(countries.map((c) => c.name)).toContain('United Arab Emirates');
  });

  it('lists polymer categories and product conditions', async () => {
    const categories = await getProductCategories();
    expect(categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(['PP', 'HDPE', 'PVC', 'Nylon (PA6/PA66)', 'Polycarbonate']),
    );
    const conditions = await getProductConditions();
    expect(conditions[0]).toEqual({ id: 1, name: 'Prime/Virgin' });
    expect(conditions.map((c) => c.name)).toContain('Regrind');
  });

  const calls = [
    ['/countries', getCountries],
    ['/product-categories', getProductCategories],
    ['/product-conditions', getProductConditions],
  ] as const;

  it.each(calls)('%s: a malformed body becomes MalformedResponseError', async (path, call) => {
    injectFault(path, 'malformed');
    await expect(call()).rejects.toBeInstanceOf(MalformedResponseError);
  });

  it.each(calls)('%s: a 401 becomes UnauthorizedError', async (path, call) => {
    injectFault(path, 'unauthorized');
    await expect(call()).rejects.toBeInstanceOf(UnauthorizedError);
  });
});
