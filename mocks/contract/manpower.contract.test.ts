import { describe, expect, it } from 'vitest';
import {
  experienceRanges,
  filterExecutives,
  getExecutiveCategories,
  getExecutiveDetails,
  getExecutiveKeySkills,
  getExecutives,
  getInstitutionDetails,
  getInstitutions,
  getLabourContractorDetails,
  getLabourContractors,
  getManpowerCategories,
  getMyContractorProfile,
  getMyExecutiveProfile,
  getMyInstitutionProfile,
} from '@plastihub/api-client';
import { signIn, useContractClient } from './harness';
import { itHandlesFailures } from './failures';
import { lastRequestTo, useRequestLog } from './request-log';

const production = { categoryId: 1, countryType: 'India' } as const;

describe('manpower', () => {
  useContractClient();
  const requests = useRequestLog();

  it('lists the three manpower tiles with the section each one opens', async () => {
    const tiles = await getManpowerCategories();
    expect(tiles.map((t) => [t.name, t.section])).toEqual([
      ['Executive', 'executives'],
      ['Labour', 'labour'],
      ['Institutional Placement', 'institutions'],
    ]);
    expect(tiles[0]?.image).toBe('http://localhost/demo-images/manpower/category-executive.svg');
  });

  it('lists executive categories per country type', async () => {
    const india = await getExecutiveCategories('India');
    expect(lastRequestTo(requests, '/executive-manpower-categories').searchParams.get('country_type')).toBe(
      'India',
    );
    expect(india.map((c) => c.name)).toContain('Procurement & Supply Chain');
    expect(india.map((c) => c.name)).not.toContain('Petrochemical Plant Operations');
    const abroad = await getExecutiveCategories('International');
    expect(abroad.map((c) => c.name)).toContain('Petrochemical Plant Operations');
  });

  it('lists the executives of a category and country type', async () => {
    const list = await getExecutives(production);
    const query = lastRequestTo(requests, '/manpower-executive-list').searchParams;
    expect([query.get('category_id'), query.get('available_country_type')]).toEqual(['1', 'India']);
    expect(list.map((e) => e.name)).toEqual([
      'Rajesh Kumar',
      'Pooja Deshmukh',
      'Kavita Joshi',
      'Ramesh Chauhan',
      'Divya Iyer',
    ]);
    expect(list[1]).toMatchObject({
      id: 5,
      totalExperience: 12,
      image: expect.stringContaining('/demo-images/people/') as string,
    });
  });

  it('lists key skills for a category', async () => {
    const skills = await getExecutiveKeySkills(1);
    expect(lastRequestTo(requests, '/executive-manpower-specialization').searchParams.get('category')).toBe(
      '1',
    );
    expect(skills).toEqual([
      { id: 1, name: 'Injection Moulding Process Setting' },
      { id: 2, name: 'Blow Moulding' },
      { id: 3, name: 'Extrusion Line Operation' },
      { id: 4, name: 'Shop Floor Supervision' },
    ]);
  });

  it('filters executives by experience range and key skills, sending the server keys comma-joined', async () => {
    const all = await filterExecutives({ ...production, experience: null, keySkillIds: [] });
    expect(all).toHaveLength(5);

    const skilled = await filterExecutives({ ...production, experience: null, keySkillIds: [3, 7] });
    const query = lastRequestTo(requests, '/manpower-executive-filter').searchParams;
    expect(query.get('keyskills')).toBe('3,7');
    expect(query.get('experince')).toBe('');
    expect(skilled.length).toBeGreaterThan(0);
    expect(skilled.length).toBeLessThan(all.length);

    const ranged = await filterExecutives({ ...production, experience: '12-14', keySkillIds: [] });
    expect(lastRequestTo(requests, '/manpower-executive-filter').searchParams.get('experince')).toBe('12-14');
    expect(ranged.map((e) => [e.name, e.totalExperience])).toEqual([
      ['Pooja Deshmukh', 12],
      ['Kavita Joshi', 13],
      ['Divya Iyer', 14],
    ]);

    const none = await filterExecutives({ ...production, experience: '24-26', keySkillIds: [] });
    expect(none).toEqual([]);
  });

  it.each(experienceRanges)('has executives with %s years of experience', async (range) => {
    // Across all categories and both country types: the server filters only on what it is sent.
    const response = await fetch(`http://localhost/api/manpower-executive-filter?experince=${range}`);
    const body = (await response.json()) as { manpower_executives: Array<{ total_experience: number }> };
    const [low, high] = range.split('-').map(Number);
    expect(body.manpower_executives.length).toBeGreaterThan(0);
    for (const { total_experience } of body.manpower_executives) {
      expect(total_experience).toBeGreaterThanOrEqual(low ?? 0);
      expect(total_experience).toBeLessThanOrEqual(high ?? 0);
    }
  });

  it('returns executive details with parsed past experience, and null for an unknown id', async () => {
    const details = await getExecutiveDetails(5);
    expect(details).toMatchObject({
      name: 'Pooja Deshmukh',
      categoryName: 'Production & Moulding',
      totalExperience: 12,
      countryName: 'India',
      email: 'pooja.deshmukh@example.in',
    });
    expect(details?.specializations.length).toBeGreaterThan(0);
    expect(details?.keySkills).toBe(details?.specializations.join(', '));
    expect(details?.pastExperience.length).toBe(3);
    expect(details?.pastExperience.at(-1)).toMatchObject({
      to: 'Present',
      designation: 'Production Manager',
    });
    // A fresher has no past experience (null on the server): an empty list, not a crash.
    const fresher = await getExecutiveDetails(1);
    expect(fresher?.pastExperience).toEqual([]);
    // The demo's words for them read right: "less than a year", never "less than one years".
    expect(fresher?.about).toContain('has less than a year of experience');
    expect(await getExecutiveDetails(999)).toBeNull();
  });

  it('lists labour contractors and shows one with its teams', async () => {
    const india = await getLabourContractors({ categoryId: 2, countryType: 'India' });
    const abroad = await getLabourContractors({ categoryId: 2, countryType: 'International' });
    expect(india.length + abroad.length).toBe(12);
    expect(abroad.map((c) => c.companyName)).toContain('Gulf Polymer Crew Supply');
    const details = await getLabourContractorDetails(india[0]?.id ?? 0);
    expect(details?.companyName).toBe('Shree Ganesh Manpower Services');
    expect(details?.teams.length).toBeGreaterThanOrEqual(2);
    expect(details?.teams.reduce((sum, team) => sum + team.capacity, 0)).toBe(details?.teamCapacity);
    expect(await getLabourContractorDetails(999)).toBeNull();
  });

  it('lists institutions and shows one with its student batches', async () => {
    const india = await getInstitutions({ categoryId: 3, countryType: 'India' });
    expect(india.length).toBe(8);
    expect(india[0]).toMatchObject({
      name: 'Western India Institute of Plastics Technology',
      established: '1986',
    });
    const details = await getInstitutionDetails(1);
    expect(details?.batches.length).toBeGreaterThan(0);
    expect(details?.batches[0]?.students).toBeGreaterThan(0);
    expect(await getInstitutionDetails(999)).toBeNull();
  });

  it('profile pages read the fixed ids 5, 12 and 10', async () => {
    signIn(1);
    expect((await getMyExecutiveProfile())?.name).toBe('Pooja Deshmukh');
    expect(lastRequestTo(requests, '/my-manpower-executive-details').searchParams.get('id')).toBe('5');
    expect((await getMyContractorProfile())?.companyName).toBe('Kerala Technical Crew');
    expect(lastRequestTo(requests, '/my-bulk-manpower-work-details').searchParams.get('id')).toBe('12');
    expect((await getMyInstitutionProfile())?.name).toBe('Kulkarni Institute of Plastics Technology');
    expect(lastRequestTo(requests, '/my-institution-placement-details').searchParams.get('id')).toBe('10');
  });

  itHandlesFailures([
    { path: '/manpower-category', call: () => getManpowerCategories() },
    { path: '/executive-manpower-categories', call: () => getExecutiveCategories('India') },
    { path: '/manpower-executive-list', call: () => getExecutives(production) },
    { path: '/executive-manpower-specialization', call: () => getExecutiveKeySkills(1) },
    {
      path: '/manpower-executive-filter',
      call: () => filterExecutives({ ...production, experience: '3-5', keySkillIds: [1] }),
    },
    { path: '/manpower-executive-details', call: () => getExecutiveDetails(5) },
    {
      path: '/bulk-manpower-work-list',
      call: () => getLabourContractors({ categoryId: 2, countryType: 'India' }),
    },
    { path: '/bulk-manpower-work-details', call: () => getLabourContractorDetails(1) },
    {
      path: '/institutional-placement-list',
      call: () => getInstitutions({ categoryId: 3, countryType: 'India' }),
    },
    { path: '/institutional-placement-details', call: () => getInstitutionDetails(1) },
    { path: '/my-manpower-executive-details', call: () => getMyExecutiveProfile(), guarded: true },
    { path: '/my-bulk-manpower-work-details', call: () => getMyContractorProfile(), guarded: true },
    { path: '/my-institution-placement-details', call: () => getMyInstitutionProfile(), guarded: true },
  ]);
});
