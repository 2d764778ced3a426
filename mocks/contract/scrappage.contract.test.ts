import { describe, expect, it } from 'vitest';
import { getCities, getFitnessCenters, getPolicies, getScrapDealers, getStates } from '@plastihub/api-client';
import { useContractClient } from './harness';
import { itHandlesFaults } from './failures';
import { demoAsset } from './files';

async function location(stateName: string, cityName: string) {
  const state = (await getStates()).find((s) => s.name === stateName);
  const city = (await getCities(state?.id)).find((c) => c.name === cityName);
  if (!state || !city) throw new Error(`No ${cityName}, ${stateName} in the seed`);
  return { stateId: state.id, cityId: city.id };
}

describe('car scrappage, policies and price lists', () => {
  useContractClient();

  it('GET /states lists every state and union territory of India', async () => {
    const states = await getStates();
    expect(states).toHaveLength(36);
    expect(states.map((s) => s.name)).toEqual(expect.arrayContaining(['Gujarat', 'Delhi', 'Ladakh']));
  });

  it('GET /cities gives the cities of one state, or every city without a state', async () => {
    const gujarat = (await getStates()).find((s) => s.name === 'Gujarat');
    const cities = await getCities(gujarat?.id);
    expect(cities.map((c) => c.name)).toEqual(['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot']);
    expect(cities.every((c) => c.stateId === gujarat?.id)).toBe(true);
    const all = await getCities();
    expect(all.length).toBeGreaterThan(130);
    expect(new Set(all.map((c) => c.stateId)).size).toBe(36);
  });

  it('GET /skrap-dealers lists the dealers at a state and city', async () => {
    const dealers = await getScrapDealers(await location('Gujarat', 'Ahmedabad'));
    expect(dealers.map((d) => d.name)).toEqual([
      'Sabarmati Auto Recyclers',
      'Green Wheels Vehicle Scrapping',
      'Narol ELV Dismantlers',
    ]);
    expect(dealers[0]).toMatchObject({
      mobile: expect.stringMatching(/^98\d{8}$/),
      email: expect.stringContaining('@'),
    });
    expect(dealers[0]?.address).toContain('Ahmedabad');
  });

  it('GET /skrap-dealers is empty where no dealer is listed', async () => {
    expect(await getScrapDealers(await location('Ladakh', 'Leh'))).toEqual([]);
  });

  it('GET /fitness-centers lists the centres at a state and city, and none elsewhere', async () => {
    const centres = await getFitnessCenters(await location('Karnataka', 'Bengaluru'));
    expect(centres.map((c) => c.companyName)).toEqual([
      'Nelamangala Fitness Testing Centre',
      'Hosakote Automated Testing Station',
    ]);
    expect(centres[1]?.address).toContain('Bengaluru');
    expect(await getFitnessCenters(await location('Gujarat', 'Surat'))).toEqual([]);
  });

  it('GET /policies lists PDF documents served by the demo backend', async () => {
    const policies = await getPolicies();
    expect(policies).toHaveLength(5);
    expect(policies[0]).toMatchObject({
      title: 'Vehicle Scrapping Policy 2021',
      fileUrl: 'http://localhost/demo-images/policies/vehicle-scrapping-policy-2021.pdf',
    });
    for (const policy of policies) expect(demoAsset(policy.fileUrl).subarray(0, 5).toString()).toBe('%PDF-');
  });

  itHandlesFaults({
    getStates: { endpoint: '/states', call: () => getStates() },
    getCities: { endpoint: '/cities', call: () => getCities(7) },
    getScrapDealers: { endpoint: '/skrap-dealers', call: () => getScrapDealers({ stateId: 7, cityId: 25 }) },
    getFitnessCenters: {
      endpoint: '/fitness-centers',
      call: () => getFitnessCenters({ stateId: 7, cityId: 25 }),
    },
    getPolicies: { endpoint: '/policies', call: () => getPolicies() },
  });
});
