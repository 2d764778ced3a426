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

export const blowMolding = defineMachineKind({
  ...pagesOfKind('blowMolding'),
  endpoints: {
    list: '/blow-molding-machine-list',
    search: '/blow-molding-machine-search',
    details: '/blow-molding-machine-details',
    field: 'blow_modling_machine',
  },
  specs: {
    ...moldingSpecs,
    accumulatorCapacityLitres: {
      column: 'accumulator_capacity',
      type: 'number',
      label: 'Accumulator Capacity',
      unit: 'Ltrs',
    },
  },
  listing: {
    ...moldingListing,
    rows: [
      'machineSizeTon',
      'shotCapacityGrams',
      ...platenRows,
      'accumulatorCapacityLitres',
      'make',
      'mfgYear',
      'spareCapacityHoursPerMonth',
      'address',
    ],
  },
  seller: {
    paths: {
      dropdown: '/blow-molding-machine-dropdown',
      add: '/blow-molding-machine-add',
      update: '/blow-molding-machine-update',
      mine: '/my-blow-molding-machine',
      details: '/my-blow-molding-machine-details',
      remove: '/blow-molding-machine-delete',
    },
    // The server reuses the injection key for this list.
    listField: 'injection_modling_machine',
    detailsField: 'blow_modling_machine_details',
    // The machine size is the clamping force in Ton (the entity), not litres: the accumulator holds litres.
    fields: {
      machineSizeTon: machineSizeField,
      accumulatorCapacityLitres: {
        column: 'accumulator_capacity',
        input: 'number',
        required: 'always',
        label: 'Accumulator Capacity',
        unit: 'litres',
      },
      shotCapacityGrams: {
        column: 'shot_capacity',
        input: 'number',
        label: 'Shot Capacity',
        unit: 'gms',
        unitLabel: 'grams',
      },
      ...platenFields,
      machineDrive: { column: 'machine_drive', input: 'choice', required: 'always', label: 'Machine Drive' },
      machineOperation: {
        column: 'machine_operation',
        input: 'choice',
        required: 'always',
        label: 'Machine Operation',
      },
    },
    // Description is required on both forms (the spec's two readings, taken together); the first image on add.
    requires: {
      name: 'always',
      description: 'always',
      spare_capacity: 'always',
      raw_material_feed: 'always',
      image1: 'onAdd',
    },
    rows: [
      'machineSizeTon',
      'accumulatorCapacityLitres',
      'shotCapacityGrams',
      ...platenRows,
      'machineDrive',
      'machineOperation',
    ],
    card: sizeOnCard,
  },
});
