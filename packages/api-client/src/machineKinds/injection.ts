import { defineMachineKind } from './machineKind.ts';
import { pagesOfKind } from './pages.ts';
import {
  machineSizeField,
  moldingListing,
  moldingSpecs,
  platenFields,
  platenRows,
  sizeOnCard,
} from './molding.ts';

export const injection = defineMachineKind({
  ...pagesOfKind('injection'),
  endpoints: {
    list: '/injection-modling-machine-list',
    search: '/injection-molding-machine-search',
    details: '/injection-modling-machine-details',
    field: 'injection_modling_machine',
    size: 'tons',
  },
  // Some rows carry the shot as `shot_wt` (grams) instead of `shot_capacity`.
  specs: { ...moldingSpecs, shotCapacityGrams: { ...moldingSpecs.shotCapacityGrams, orColumn: 'shot_wt' } },
  listing: {
    ...moldingListing,
    rows: [
      'machineSizeTon',
      'shotCapacityGrams',
      ...platenRows,
      'make',
      'mfgYear',
      'spareCapacityHoursPerMonth',
      'address',
    ],
    sizeFrom: 'machineSizeTon',
  },
  seller: {
    paths: {
      dropdown: '/injection-modling-machine-dropdown',
      add: '/injection-modling-machine-add',
      update: '/injection-modling-machine-update',
      mine: '/my-injection-modling-machine',
      details: '/my-injection-modling-machine-details',
      remove: '/injection-modling-machine-delete',
    },
    listField: 'injection_modling_machine',
    detailsField: 'injection_modling_machine',
    fields: {
      machineSizeTon: machineSizeField,
      shotWeightGrams: {
        column: 'shot_wt',
        input: 'number',
        required: 'always',
        label: 'Shot Weight',
        unit: 'grams',
      },
      ...platenFields,
      machineDrive: { column: 'machine_drive', input: 'choice', label: 'Machine Drive' },
      machineOperation: { column: 'machine_operation', input: 'choice', label: 'Machine Operation' },
    },
    requires: { spare_capacity: 'onUpdate' },
    rows: ['machineSizeTon', 'shotWeightGrams', ...platenRows, 'machineDrive', 'machineOperation'],
    card: sizeOnCard,
  },
});
