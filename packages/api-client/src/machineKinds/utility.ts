import { defineMachineKind } from './machineKind.ts';
import { pagesOfKind } from './pages.ts';
import { pricedListing, pricedSpecs } from './priced.ts';

export const utility = defineMachineKind({
  ...pagesOfKind('utility'),
  endpoints: {
    list: '/utility-machine-list',
    keywordAlsoAs: 'country',
    details: '/utility-machine-details',
    field: 'utility_machines',
    detailsField: 'utility_machine',
    size: 'text',
    assumedDetails: true,
    idMayBeMissing: true,
  },
  specs: pricedSpecs,
  listing: pricedListing,
});
