import { defineMachineKind } from './machineKind.ts';
import { pagesOfKind } from './pages.ts';
import { pricedListing, pricedSpecs } from './priced.ts';

export const auxiliary = defineMachineKind({
  ...pagesOfKind('auxiliary'),
  endpoints: {
    list: '/auxiliary-machine-list',
    details: '/auxiliary-machine-details',
    field: 'auxiliary_machines',
    // The server answers an auxiliary machine's details under the injection machine's key.
    detailsField: 'injection_modling_machine',
    size: 'text',
    idMayBeMissing: true,
  },
  specs: pricedSpecs,
  listing: pricedListing,
});
