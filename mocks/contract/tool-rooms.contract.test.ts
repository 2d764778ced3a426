import { describe, expect, it } from 'vitest';
import { getToolRoomDetails, getToolRooms, searchToolRooms } from '@plastihub/api-client';
import { useContractClient } from './harness';
import { users } from '../src/db/users';
import { toolRoomMachines, toolRooms } from '../src/seed/toolRooms';

const approvedIds = () => toolRooms.where((row) => row.approved === 'Approved').map((row) => row.id);
const pendingId = () => toolRooms.where((row) => row.approved === 'Pending')[0]?.id ?? 0;

describe('tool rooms', () => {
  useContractClient();

  it('GET /tool-room-list lists the approved companies with their machines and seller', async () => {
    const companies = await getToolRooms();
    expect(companies.length).toBeGreaterThanOrEqual(12);
    expect(companies.map((company) => company.id)).toEqual(approvedIds());
    expect(companies.map((company) => company.id)).not.toContain(pendingId());
    const [first] = companies;
    const seller = users.find(toolRooms.find(first?.id)?.sellerid);
    expect(first).toMatchObject({
      name: 'Precision Moulds & Dies Pvt. Ltd.',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      seller: { name: seller?.name, companyName: seller?.company_name },
    });
    expect(first?.machines).toHaveLength(
      toolRoomMachines.where((m) => m.tool_room_company_id === first?.id).length,
    );
    expect(first?.machines[0]).toMatchObject({ name: expect.any(String), make: expect.any(String) });
    expect(first?.machines[0]?.quantity).toBeGreaterThanOrEqual(1);
  });

  it('keeps an empty logo empty so the screen shows its default image', async () => {
    const companies = await getToolRooms();
    expect(companies.some((company) => company.logo === '')).toBe(true);
    expect(companies.some((company) => company.logo.endsWith('.svg'))).toBe(true);
  });

  it('GET /tool-room-search matches name or location', async () => {
    const byCity = await searchToolRooms({ keyword: 'rajkot' });
    expect(byCity.map((company) => company.name)).toEqual(['Shree Ganesh Tool Room']);
    const byName = await searchToolRooms({ keyword: 'Mould' });
    expect(byName.length).toBeGreaterThan(1);
    expect(byName.every((company) => /mould/i.test(`${company.name} ${company.address}`))).toBe(true);
    await expect(searchToolRooms({ keyword: 'nowhere at all' })).resolves.toEqual([]);
  });

  it('GET /tool-room-details/{id} gives the company with its machines', async () => {
    const company = await getToolRoomDetails({ id: 2 });
    expect(company?.name).toBe('Shree Ganesh Tool Room');
    expect(company?.description).toContain('household containers');
    expect(company?.machines.length).toBeGreaterThanOrEqual(3);
    expect(company?.machines[0]?.image).toMatch(
      /^http:\/\/localhost\/demo-images\/tool-rooms\/machine-\d\.svg$/,
    );
  });

  it('GET /tool-room-details/{id} answers null for an unknown or pending company', async () => {
    await expect(getToolRoomDetails({ id: 9_999 })).resolves.toBeNull();
    await expect(getToolRoomDetails({ id: pendingId() })).resolves.toBeNull();
  });
});
