import { describe, expect, it } from 'vitest';
import { listingRef } from './listingRef';

describe('a listing in the buyer tools', () => {
  it('is one listing whatever the order of its details link query, and keeps the link as it came', () => {
    const fromCard = listingRef({
      kind: 'Trade Product',
      path: '/trade-product-details?product_id=9&product_category_id=7',
      title: 'Relpet',
    });
    const fromShare = listingRef({
      kind: 'Trade Product',
      path: '/trade-product-details?product_category_id=7&product_id=9',
      title: 'Relpet',
    });
    expect(fromCard.id).toBe(fromShare.id);
    expect(fromCard.path).toBe('/trade-product-details?product_id=9&product_category_id=7');
    expect(
      listingRef({
        kind: 'Trade Product',
        path: '/trade-product-details?product_id=10&product_category_id=7',
        title: 'x',
      }).id,
    ).not.toBe(fromCard.id);
  });

  it('keeps a picture only when there is one', () => {
    expect(
      listingRef({ kind: 'Job', path: '/manpower-jobs-details?job_id=1', title: 'Operator', picture: null }),
    ).not.toHaveProperty('picture');
    expect(
      listingRef({ kind: 'Tool Room', path: '/tool-and-die-details?id=1', title: 'Mehta', picture: 'a.svg' })
        .picture,
    ).toBe('a.svg');
  });
});
