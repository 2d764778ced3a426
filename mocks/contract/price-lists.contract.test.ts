import { describe, expect, it } from 'vitest';
import { getRateLists } from '@plastihub/api-client';
import { useContractClient } from './harness';
import { itHandlesFaults } from './failures';
import { demoAsset } from './files';

describe('price lists', () => {
  useContractClient();

  it('GET /rate-list gives every brand a rate list, with the brand name and image', async () => {
    const lists = await getRateLists();
    expect(lists).toHaveLength(20);
    const repol = lists.filter((l) => l.brandName === 'Reliance Repol');
    expect(repol.map((l) => l.name)).toEqual([
      'Reliance Repol Price List - November 2026',
      'Reliance Repol Price List - October 2026',
    ]);
    expect(repol[0]?.brandImage).toMatch(/^http:\/\/localhost\/demo-images\/materials\/brand-\d\.svg$/);
    expect(demoAsset(repol[0]?.fileUrl ?? '').toString()).toMatch(/^Grade,Product,Category/);
    expect(
      demoAsset(repol[1]?.fileUrl ?? '')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    for (const list of lists) demoAsset(list.fileUrl);
  });

  itHandlesFaults({ getRateLists: { endpoint: '/rate-list', call: () => getRateLists() } });
});
