import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { machineCalls } from '@plastihub/api-client';
import { server } from '@plastihub/mocks/node';
import { useContractClient } from './harness';
import { lastRequestTo, useRequestLog } from './request-log';
import { users } from '../src/db/users';
import {
  auxiliaryMachines,
  blowMoldingMachines,
  extruderMachines,
  injectionMachines,
  utilityMachines,
  type ListingPurpose,
} from '../src/seed/machines';

const publicIds = (rows: Array<{ id: number; approved: string; type: string }>, type: ListingPurpose) =>
  rows.filter((row) => row.approved === 'Approved' && row.type === type).map((row) => row.id);

const firstPending = <R extends { approved: string }>(rows: R[]): R => {
  const row = rows.find((candidate) => candidate.approved === 'Pending');
  if (!row) throw new Error('the seed has pending listings');
  return row;
};

describe('injection molding machines', () => {
  useContractClient();

  it('lists only approved machines of the chosen purpose', async () => {
    const rent = await machineCalls.injection.list({ type: 'rent' });
    const sell = await machineCalls.injection.list({ type: 'sell' });
    expect(rent.length).toBeGreaterThanOrEqual(12);
    expect(sell.length).toBeGreaterThanOrEqual(6);
    expect(rent.map((machine) => machine.id)).toEqual(publicIds(injectionMachines.all(), 'rent'));
    expect(sell.map((machine) => machine.id)).toEqual(publicIds(injectionMachines.all(), 'sell'));
    expect(rent.map((machine) => machine.id)).not.toContain(firstPending(injectionMachines.all()).id);
  });

  it('reads the server row into a typed machine with its seller from the users table', async () => {
    const [machine] = await machineCalls.injection.list({ type: 'rent' });
    const row = injectionMachines.find(machine?.id);
    const seller = users.find(row?.sellerid);
    expect(machine).toMatchObject({
      name: 'Injection Molding Machine',
      machineSizeTon: row?.machine_size,
      shotCapacityGrams: row?.shot_wt,
      platenLengthMm: row?.platen_size_length,
      tieBarWidthMm: row?.tie_bar_distance_width,
      spareCapacityHoursPerMonth: row?.spare_capacity,
      make: row?.make,
      city: row?.city,
      country: 'India',
      seller: {
        id: seller?.id,
        name: seller?.name,
        companyName: seller?.company_name,
        mobile: `+91 ${seller?.mobile}`,
        email: seller?.email,
      },
    });
    expect(machine?.machineSizeTon).toBeGreaterThanOrEqual(60);
    expect(machine?.machineSizeTon).toBeLessThanOrEqual(1200);
    expect(machine?.images[0]).toMatch(/^http:\/\/localhost\/demo-images\/machines\/injection-\d\.svg$/);
  });

  it('searches by size, and by every word of company, place or make', async () => {
    const bySize = await machineCalls.injection.list({ type: 'rent', keyword: '450' });
    expect(bySize.length).toBeGreaterThan(0);
    expect(bySize.every((machine) => machine.machineSizeTon === 450)).toBe(true);

    const sample = injectionMachines.all().find((row) => row.approved === 'Approved' && row.type === 'sell');
    if (!sample) throw new Error('the seed has machines for sale');
    const found = await machineCalls.injection.list({
      type: 'sell',
      keyword: `${sample.make} ${sample.city}`,
    });
    expect(found.map((machine) => machine.id)).toContain(sample.id);
    expect(found.every((machine) => machine.make === sample.make)).toBe(true);

    await expect(machineCalls.injection.list({ type: 'rent', keyword: 'no such maker' })).resolves.toEqual(
      [],
    );
  });

  it('gives details with the nearest-sized similar machines', async () => {
    const [first] = await machineCalls.injection.list({ type: 'rent' });
    if (!first) throw new Error('the list is not empty');
    const details = await machineCalls.injection.details({
      id: first.id,
      size: String(first.machineSizeTon),
    });
    expect(details?.machine.id).toBe(first.id);
    expect(details?.machine.description).toContain(`${first.machineSizeTon} T`);
    const similar = details?.similar ?? [];
    expect(similar).toHaveLength(4);
    expect(similar.map((machine) => machine.id)).not.toContain(first.id);
    const rentIds = publicIds(injectionMachines.all(), 'rent');
    expect(similar.every((machine) => rentIds.includes(machine.id))).toBe(true);
    const gaps = similar.map((machine) =>
      Math.abs((machine.machineSizeTon ?? 0) - (first.machineSizeTon ?? 0)),
    );
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
  });

  it('answers null for an unknown or not yet approved machine', async () => {
    await expect(machineCalls.injection.details({ id: 99_999 })).resolves.toBeNull();
    await expect(
      machineCalls.injection.details({ id: firstPending(injectionMachines.all()).id }),
    ).resolves.toBeNull();
  });

  it('tolerates nulls, numbers as strings and missing fields', async () => {
    server.use(
      http.get('*/api/injection-modling-machine-list', () =>
        HttpResponse.json({
          injection_modling_machine: [
            { id: '7', name: null, image1: null, machine_size: '450', shot_capacity: '', country: null },
          ],
        }),
      ),
    );
    const [machine] = await machineCalls.injection.list({ type: 'rent' });
    expect(machine).toMatchObject({
      id: 7,
      name: '',
      images: [],
      machineSizeTon: 450,
      shotCapacityGrams: null,
      country: '',
      seller: { id: null, name: '', companyName: '', mobile: '', email: '' },
    });
  });
});

describe('blow molding machines', () => {
  useContractClient();

  it('lists approved machines per purpose with accumulator and shot capacity', async () => {
    const rent = await machineCalls.blowMolding.list({ type: 'rent' });
    expect(rent.map((machine) => machine.id)).toEqual(publicIds(blowMoldingMachines.all(), 'rent'));
    const withAccumulator = rent.find((machine) => (machine.accumulatorCapacityLitres ?? 0) > 0);
    const row = blowMoldingMachines.find(withAccumulator?.id);
    expect(withAccumulator?.accumulatorCapacityLitres).toBe(row?.accumulator_capacity);
    expect(withAccumulator?.shotCapacityGrams).toBe(row?.shot_capacity);
    const sell = await machineCalls.blowMolding.list({ type: 'sell' });
    expect(sell.map((machine) => machine.id)).toEqual(publicIds(blowMoldingMachines.all(), 'sell'));
  });

  it('searches by make', async () => {
    const found = await machineCalls.blowMolding.list({ type: 'rent', keyword: 'jagmohan' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((machine) => machine.make === 'Jagmohan Pla-Mach')).toBe(true);
  });

  it('gives details and similar machines, or null', async () => {
    const [first] = await machineCalls.blowMolding.list({ type: 'sell' });
    if (!first) throw new Error('the list is not empty');
    const details = await machineCalls.blowMolding.details({ id: first.id });
    expect(details?.machine.make).toBe(first.make);
    expect(details?.similar.length).toBeGreaterThan(0);
    expect(details?.similar.map((machine) => machine.id)).not.toContain(first.id);
    await expect(machineCalls.blowMolding.details({ id: 99_999 })).resolves.toBeNull();
    await expect(
      machineCalls.blowMolding.details({ id: firstPending(blowMoldingMachines.all()).id }),
    ).resolves.toBeNull();
  });
});

describe('extruder machines', () => {
  useContractClient();

  it('lists approved extruders with capacity, screw and type', async () => {
    const rent = await machineCalls.extruder.list({ type: 'rent' });
    expect(rent.map((machine) => machine.id)).toEqual(publicIds(extruderMachines.all(), 'rent'));
    const [first] = rent;
    const row = extruderMachines.find(first?.id);
    expect(first).toMatchObject({
      name: 'Extruder Machine',
      machineType: row?.machine_type,
      application: row?.application,
      extrusionCapacityKgPerHour: row?.extrusion_capacity,
      screwDiameterMm: row?.screw_size_diameter,
      screwLengthMm: row?.screw_size_length,
    });
  });

  it('searches by application', async () => {
    const found = await machineCalls.extruder.list({ type: 'rent', keyword: 'blown film' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((machine) => machine.application === 'Blown Film')).toBe(true);
  });

  it('gives details with similar machines by capacity, or null', async () => {
    const [first] = await machineCalls.extruder.list({ type: 'rent' });
    if (!first) throw new Error('the list is not empty');
    const details = await machineCalls.extruder.details({ id: first.id });
    expect(details?.machine.id).toBe(first.id);
    const gaps = (details?.similar ?? []).map((machine) =>
      Math.abs((machine.extrusionCapacityKgPerHour ?? 0) - (first.extrusionCapacityKgPerHour ?? 0)),
    );
    expect(gaps.length).toBe(4);
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
    await expect(machineCalls.extruder.details({ id: 99_999 })).resolves.toBeNull();
    await expect(
      machineCalls.extruder.details({ id: firstPending(extruderMachines.all()).id }),
    ).resolves.toBeNull();
  });
});

describe('utility and auxiliary machines', () => {
  useContractClient();
  const requests = useRequestLog();

  it('lists utility machines with a rupee price range', async () => {
    const rent = await machineCalls.utility.list({ type: 'rent' });
    expect(rent.map((machine) => machine.id)).toEqual(publicIds(utilityMachines.all(), 'rent'));
    for (const machine of rent) {
      expect(machine.priceFrom).toBeGreaterThan(0);
      expect(machine.priceTo).toBeGreaterThan(machine.priceFrom ?? 0);
      expect(machine.machineSize).toMatch(/^\d+(\.\d+)? \S+/);
    }
  });

  it('searches utility machines by keyword, sent as `keyword` and, for older servers, as `country`', async () => {
    const found = await machineCalls.utility.list({ type: 'rent', keyword: ' chiller ' });
    const query = lastRequestTo(requests, '/utility-machine-list').searchParams;
    expect([query.get('keyword'), query.get('country'), query.get('type')]).toEqual([
      'chiller',
      'chiller',
      'rent',
    ]);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((machine) => machine.name === 'Water Chiller')).toBe(true);
    const sample = utilityMachines.all().find((row) => row.approved === 'Approved' && row.type === 'rent');
    if (!sample) throw new Error('the seed has utility machines for rent');
    const byCity = await machineCalls.utility.list({ type: 'rent', keyword: sample.city });
    expect(byCity.map((machine) => machine.id)).toContain(sample.id);
    for (const machine of byCity) {
      const searched = [machine.name, machine.make, machine.city, machine.state, machine.country];
      expect(`${searched.join(' ')} ${machine.seller.companyName}`).toContain(sample.city);
    }
  });

  it('finds utility machines by search words in `country` alone, as a server that reads them there does', async () => {
    const response = await fetch('http://localhost/api/utility-machine-list?type=rent&country=chiller');
    const body = (await response.json()) as { utility_machines: Array<{ name: string }> };
    expect(body.utility_machines.length).toBeGreaterThan(0);
    expect(body.utility_machines.every((machine) => machine.name === 'Water Chiller')).toBe(true);
  });

  it('gives utility details (our call) with machines of the same kind first, or null', async () => {
    const [first] = await machineCalls.utility.list({ type: 'rent' });
    if (!first?.id) throw new Error('the list is not empty and the demo gives ids');
    const details = await machineCalls.utility.details({ id: first.id });
    expect(details?.machine).toMatchObject({ id: first.id, name: first.name, priceTo: first.priceTo });
    await expect(machineCalls.utility.details({ id: 99_999 })).resolves.toBeNull();
  });

  it('lists and searches auxiliary machines', async () => {
    const all = await machineCalls.auxiliary.list({ type: 'sell' });
    expect(all.map((machine) => machine.id)).toEqual(publicIds(auxiliaryMachines.all(), 'sell'));
    const dryers = await machineCalls.auxiliary.list({ type: 'rent', keyword: 'dryer' });
    expect(dryers.length).toBeGreaterThan(0);
    expect(dryers.every((machine) => machine.name.endsWith('Dryer'))).toBe(true);
  });

  it('gives auxiliary details with machines of the same kind first, or null', async () => {
    const [first] = await machineCalls.auxiliary.list({ type: 'rent' });
    if (!first?.id) throw new Error('the list is not empty and the demo gives ids');
    const details = await machineCalls.auxiliary.details({ id: first.id, size: first.machineSize });
    expect(details?.machine).toMatchObject({ id: first.id, name: first.name, priceFrom: first.priceFrom });
    const sameKind = auxiliaryMachines
      .all()
      .filter((row) => row.approved === 'Approved' && row.type === 'rent' && row.name === first.name);
    expect(details?.similar[0]?.name).toBe(sameKind.length > 1 ? first.name : expect.any(String));
    await expect(machineCalls.auxiliary.details({ id: 99_999 })).resolves.toBeNull();
    await expect(
      machineCalls.auxiliary.details({ id: firstPending(auxiliaryMachines.all()).id }),
    ).resolves.toBeNull();
  });
});
