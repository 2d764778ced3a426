import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient, type Machine } from '@plastihub/api-client';
import { createSession } from '@plastihub/mocks';
import { server } from '@plastihub/mocks/node';
import { loaderOf } from '../../shared/data/definitions';
import { machineListings } from './machineListings';
import { machineList } from './machines.data';

// An extruder a seller listed without its capacities, as the server sends it.
const withoutCapacities = {
  id: 7,
  name: 'Extruder Machine',
  make: 'Rajoo Engineers',
  machine_type: 'Single Screw',
  extrusion_capacity: null,
  spare_capacity: null,
  city: 'Rajkot',
  sellerid: 5,
  sellername: 'Shree Polymers',
  companyname: 'Shree Polymers',
};

describe('an extruder without capacities', () => {
  beforeEach(() => {
    const token = createSession(1);
    configureApiClient({ baseURL: '/api', getToken: () => token, timeoutMs: 8000 });
    server.use(
      http.get('*/api/extruder-machine-list', () =>
        HttpResponse.json({ extruder_machine: [withoutCapacities] }),
      ),
    );
  });

  // The kit's list reads every kind's machines alike.
  const listed = async () =>
    (await loaderOf(machineList.key)({
      kind: 'extruder',
      purpose: 'rent',
      keyword: '',
    })) as Machine[];

  it('is shown to buyers', async () => {
    expect((await listed()).map((machine) => machine.id)).toEqual([7]);
  });

  it('says its capacities are not stated, on its card and in its details', async () => {
    const [machine] = await listed();
    if (!machine) throw new Error('the extruder is listed');
    const { listing } = machineListings.extruder;
    const capacities = (rows: readonly { label?: string; value?: unknown }[] = []) =>
      rows.filter((row) => row.label?.endsWith('Capacity')).map((row) => [row.label, row.value]);
    const expected = [
      ['Extrusion Capacity', 'Not stated'],
      ['Spare Capacity', 'Not stated'],
    ];
    expect(capacities(listing.card(machine).meta)).toEqual(expected);
    expect(capacities(listing.detail.rows(machine))).toEqual(expected);
  });
});
