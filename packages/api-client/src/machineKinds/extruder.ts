import { defineMachineKind } from './machineKind.ts';
import { pagesOfKind } from './pages.ts';
import { spareCapacity, spareCapacityFirst } from './molding.ts';

export const extruder = defineMachineKind({
  ...pagesOfKind('extruder'),
  // The spec names only `keyword` for this search; the purpose goes along too, as for the others.
  endpoints: {
    list: '/extruder-machine-list',
    search: '/extruder-machine-search',
    details: '/extruder-machine-details',
    field: 'extruder_machine',
  },
  specs: {
    spareCapacityHoursPerMonth: { ...spareCapacity, notStated: true },
    machineType: { column: 'machine_type', type: 'text', label: 'Machine Type' },
    application: { column: 'application', type: 'text', label: 'Application' },
    extrusionCapacityKgPerHour: {
      column: 'extrusion_capacity',
      type: 'number',
      label: 'Extrusion Capacity',
      unit: 'Kg/Hr',
      notStated: true,
    },
    screwDiameterMm: {
      column: 'screw_size_diameter',
      type: 'number',
      label: 'Screw Size Diameter',
      unit: 'mm',
    },
    screwLengthMm: { column: 'screw_size_length', type: 'number', label: 'Screw Size Length', unit: 'mm' },
  },
  listing: {
    searchPlaceholder: 'search e.g. Company Location Type',
    cardTitle: 'company',
    card: ['extrusionCapacityKgPerHour', 'machineType', 'spareCapacityHoursPerMonth'],
    rows: [
      'machineType',
      'application',
      'extrusionCapacityKgPerHour',
      { label: 'Screw Size (Diameter x Length)', pair: ['screwDiameterMm', 'screwLengthMm'], unit: 'mm' },
      'make',
      'mfgYear',
      'spareCapacityHoursPerMonth',
      'address',
    ],
    // Rows the server sends without data are left out, but for the capacities, which are "Not stated".
    dropEmptyRows: true,
    sorts: [
      {
        value: 'output',
        label: 'Extrusion capacity: most first',
        by: 'extrusionCapacityKgPerHour',
        order: 'descending',
      },
      spareCapacityFirst,
    ],
  },
  seller: {
    paths: {
      dropdown: '/extruder-machine-dropdown',
      add: '/extruder-machine-add',
      update: '/extruder-machine-update',
      mine: '/my-extruder-machine',
      details: '/my-extruder-machine-details',
      remove: '/extruder-machine-delete',
    },
    listField: 'extruder_machine',
    detailsField: 'extruder_machine_details',
    fields: {
      machineType: { column: 'machine_type', input: 'choice', required: 'always', label: 'Machine Type' },
      application: { column: 'application', input: 'choice', label: 'Application' },
      extrusionCapacityKgPerHour: {
        column: 'extrusion_capacity',
        input: 'number',
        required: 'onUpdate',
        label: 'Extrusion Capacity',
        unit: 'Kg/Hr',
        unitLabel: 'kilograms an hour',
      },
      screwDiameterMm: {
        column: 'screw_size_diameter',
        input: 'number',
        keptWhenLeftOut: true,
        label: 'Screw Size Diameter',
        unit: 'mm',
      },
      screwLengthMm: {
        column: 'screw_size_length',
        input: 'number',
        keptWhenLeftOut: true,
        label: 'Screw Size Length',
        unit: 'mm',
      },
    },
    requires: { spare_capacity: 'onUpdate' },
    rows: ['machineType', 'extrusionCapacityKgPerHour', 'application'],
    card: [{ spec: 'machineType' }],
  },
});
