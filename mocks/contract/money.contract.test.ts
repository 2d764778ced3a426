import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  filterFinancialInstitutions,
  getFinancialInstitutionDetails,
  getFinancialInstitutions,
  getFundingPurposes,
  getFundingTypes,
} from '@plastihub/api-client';
import { server } from '../src/node';
import { useContractClient } from './harness';
import { users } from '../src/db/users';
import { COUNTRY_ID } from '../src/seed/lookups';
import { financialInstitutions, FUNDING_PURPOSES, FUNDING_TYPES } from '../src/seed/money';

describe('money (financial institutions)', () => {
  useContractClient();

  it('GET /financial-institution-list reads every lender with country and contact', async () => {
    const list = await getFinancialInstitutions();
    expect(list.length).toBeGreaterThanOrEqual(20);
    const sidbi = list.find((institution) => institution.name.includes('SIDBI'));
    const seller = users.find(financialInstitutions.find(sidbi?.id)?.sellerid);
    expect(sidbi).toMatchObject({
      fundingType: 'Term Loan',
      purpose: 'Machine Purchase',
      interestRate: 8.9,
      city: 'Lucknow',
      country: 'India',
      seller: { name: seller?.name, email: seller?.email, mobile: `+91 ${seller?.mobile}` },
    });
    expect(sidbi?.logo).toMatch(/^http:\/\/localhost\/demo-images\/money\/logo-\d\.svg$/);
  });

  it('GET /funding-type and /funding-purpose give the filter names', async () => {
    await expect(getFundingTypes()).resolves.toEqual([...FUNDING_TYPES]);
    await expect(getFundingPurposes()).resolves.toEqual([...FUNDING_PURPOSES]);
  });

  it('GET /financial-institution-filter narrows by every chosen list', async () => {
    const loans = await filterFinancialInstitutions({ fundingTypes: ['Term Loan', 'Machinery Loan'] });
    expect(loans.length).toBeGreaterThan(3);
    expect(loans.every((i) => ['Term Loan', 'Machinery Loan'].includes(i.fundingType))).toBe(true);

    const both = await filterFinancialInstitutions({
      fundingTypes: ['Term Loan'],
      purposes: ['Export Finance'],
    });
    expect(both.map((i) => i.name)).toEqual(['Export-Import Bank of India']);

    const abroad = await filterFinancialInstitutions({
      countryIds: [COUNTRY_ID['United Arab Emirates'], COUNTRY_ID.Singapore],
    });
    expect(abroad.map((i) => i.country).sort()).toEqual(['Singapore', 'United Arab Emirates']);

    const none = await filterFinancialInstitutions({ countryIds: [COUNTRY_ID.Japan] });
    expect(none).toEqual([]);
  });

  it('GET /financial-institution-filter with nothing chosen gives every lender', async () => {
    const all = await filterFinancialInstitutions({});
    expect(all).toHaveLength(financialInstitutions.all().length);
  });

  it('the list and the filter read the lenders under either spelling of their key', async () => {
    const lender = { id: 9, name: 'Kerala Financial Corporation', countrys: { name: 'India' } };
    server.use(
      http.get('*/api/financial-institution-list', () =>
        HttpResponse.json({ finacialInstitutions: [lender] }),
      ),
      http.get('*/api/financial-institution-filter', () =>
        HttpResponse.json({ finacial_institutions: [lender] }),
      ),
    );
    await expect(getFinancialInstitutions()).resolves.toMatchObject([{ id: 9, country: 'India' }]);
    await expect(filterFinancialInstitutions({ countryIds: [1] })).resolves.toMatchObject([{ id: 9 }]);
  });

  it('GET /financial-institution-details gives the lender and similar ones', async () => {
    const details = await getFinancialInstitutionDetails({ id: 1 });
    expect(details?.institution.name).toBe('Small Industries Development Bank of India (SIDBI)');
    expect(details?.institution.address).toContain('Lucknow');
    const similar = details?.similar ?? [];
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.map((i) => i.id)).not.toContain(1);
    expect(similar.every((i) => i.fundingType === 'Term Loan' || i.purpose === 'Machine Purchase')).toBe(
      true,
    );
  });

  it('GET /financial-institution-details answers null for an unknown id', async () => {
    await expect(getFinancialInstitutionDetails({ id: 4_040 })).resolves.toBeNull();
  });
});
