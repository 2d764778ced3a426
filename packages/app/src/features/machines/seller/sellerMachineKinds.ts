import type { MyBlowMoldingMachine, MyExtruderMachine, MyInjectionMachine } from '@plastihub/api-client';
import { formatNumber } from '@plastihub/ui';
import { required, type Rules } from '../../../shared/forms';
import {
  defineSellerMachine,
  numberRules,
  spareCapacityRules,
  numberAsFieldText,
  withUnit,
  type MachineField,
  type MachineValues,
  type SomeSellerMachineKind,
} from './sellerMachines';
import type { SellerMachineKindName } from '../machineKinds';

/** The three machine kinds a seller lists (document 3), each as configuration over the shared screens. */

const dimensions = (length: number | null, width: number | null) =>
  length === null || width === null ? null : `${formatNumber(length)} x ${formatNumber(width)}`;

/** The clamp, platen and tie bar fields injection and blow molding machines share. */
const platenFields: MachineField[] = [
  { key: 'platenLength', label: 'Platen Size Length', input: 'number', unit: 'mm', unitLabel: 'millimetres' },
  { key: 'platenWidth', label: 'Platen Size Width', input: 'number', unit: 'mm', unitLabel: 'millimetres' },
  {
    key: 'tieBarLength',
    label: 'Tie Bar Distance Length',
    input: 'number',
    unit: 'mm',
    unitLabel: 'millimetres',
  },
  {
    key: 'tieBarWidth',
    label: 'Tie Bar Distance Width',
    input: 'number',
    unit: 'mm',
    unitLabel: 'millimetres',
  },
];
const moldingChoiceFields: MachineField[] = [
  { key: 'machineDrive', label: 'Machine Drive', input: 'choice' },
  { key: 'machineOperation', label: 'Machine Operation', input: 'choice' },
  { key: 'rawMaterialFeed', label: 'Raw Material Feed', input: 'choice' },
];
const platenRules = (): Rules<MachineValues> => ({
  platenLength: numberRules('Platen size length', true),
  platenWidth: numberRules('Platen size width', true),
  tieBarLength: numberRules('Tie bar distance length', true),
  tieBarWidth: numberRules('Tie bar distance width', true),
});
const moldingValues = (machine: MyInjectionMachine | MyBlowMoldingMachine) => ({
  machineSize: numberAsFieldText(machine.machineSizeTon),
  platenLength: numberAsFieldText(machine.platenLengthMm),
  platenWidth: numberAsFieldText(machine.platenWidthMm),
  tieBarLength: numberAsFieldText(machine.tieBarLengthMm),
  tieBarWidth: numberAsFieldText(machine.tieBarWidthMm),
  machineDrive: machine.machineDrive,
  machineOperation: machine.machineOperation,
});
const moldingForm = (values: MachineValues) => ({
  machineSizeTon: values.machineSize,
  platenLengthMm: values.platenLength,
  platenWidthMm: values.platenWidth,
  tieBarLengthMm: values.tieBarLength,
  tieBarWidthMm: values.tieBarWidth,
  machineDrive: values.machineDrive,
  machineOperation: values.machineOperation,
});
const platenRows = (machine: MyInjectionMachine | MyBlowMoldingMachine) => [
  {
    label: 'Platen Size (L x W)',
    value: dimensions(machine.platenLengthMm, machine.platenWidthMm),
    unit: 'mm',
  },
  {
    label: 'Tie Bar Distance (L x W)',
    value: dimensions(machine.tieBarLengthMm, machine.tieBarWidthMm),
    unit: 'mm',
  },
  { label: 'Machine Drive', value: machine.machineDrive },
  { label: 'Machine Operation', value: machine.machineOperation },
];
const sizeLine = (machine: MyInjectionMachine | MyBlowMoldingMachine) => [
  { label: 'Machine Size', value: withUnit(machine.machineSizeTon, 'Ton') },
];

const injectionMachine = defineSellerMachine({
  name: 'injection',
  demoKind: 'injection',
  fields: [
    { key: 'machineSize', label: 'Machine Size (Clamping Force)', input: 'number', unit: 'Ton' },
    { key: 'shotWeight', label: 'Shot Weight', input: 'number', unit: 'grams' },
    ...platenFields,
    ...moldingChoiceFields,
  ],
  choices: (options) => ({
    machineDrive: options.machineDrives,
    machineOperation: options.machineOperations,
    rawMaterialFeed: options.rawMaterialFeeds,
  }),
  // Document 3: spare capacity is optional on add and required on edit.
  rules: (mode) => ({
    machineSize: numberRules('Machine size', true, 1),
    shotWeight: numberRules('Shot weight', true),
    ...platenRules(),
    spareCapacity: spareCapacityRules(mode === 'edit'),
  }),
  toForm: (values, base) => ({ ...base, ...moldingForm(values), shotWeightGrams: values.shotWeight }),
  toValues: (machine: MyInjectionMachine) => ({
    ...moldingValues(machine),
    shotWeight: numberAsFieldText(machine.shotWeightGrams),
  }),
  rows: (machine) => [
    { label: 'Machine Size (Clamping Force)', value: withUnit(machine.machineSizeTon, 'Ton') },
    { label: 'Shot Weight', value: withUnit(machine.shotWeightGrams, 'grams') },
    ...platenRows(machine),
  ],
  cardMeta: sizeLine,
});

const blowMoldingMachine = defineSellerMachine({
  name: 'blowMolding',
  demoKind: 'blow-molding',
  // The machine size is the clamping force in Ton (the entity), not litres: the accumulator holds litres.
  fields: [
    { key: 'machineSize', label: 'Machine Size (Clamping Force)', input: 'number', unit: 'Ton' },
    { key: 'accumulatorCapacity', label: 'Accumulator Capacity', input: 'number', unit: 'litres' },
    { key: 'shotCapacity', label: 'Shot Capacity', input: 'number', unit: 'gms', unitLabel: 'grams' },
    ...platenFields,
    ...moldingChoiceFields,
  ],
  choices: (options) => ({
    machineDrive: options.machineDrives,
    machineOperation: options.machineOperations,
    rawMaterialFeed: options.rawMaterialFeeds,
  }),
  // Document 3 requires nearly everything here, description included (on both forms), and a photo on add.
  rules: () => ({
    machineSize: numberRules('Machine size', true, 1),
    accumulatorCapacity: numberRules('Accumulator capacity', true),
    shotCapacity: numberRules('Shot capacity', false),
    ...platenRules(),
    machineDrive: [required('Choose the machine drive.')],
    machineOperation: [required('Choose the machine operation.')],
    rawMaterialFeed: [required('Choose the raw material feed.')],
    spareCapacity: spareCapacityRules(true),
  }),
  descriptionRequired: true,
  photoRequired: (mode) => mode === 'add',
  toForm: (values, base) => ({
    ...base,
    ...moldingForm(values),
    accumulatorCapacityLitres: values.accumulatorCapacity,
    shotCapacityGrams: values.shotCapacity,
  }),
  toValues: (machine: MyBlowMoldingMachine) => ({
    ...moldingValues(machine),
    accumulatorCapacity: numberAsFieldText(machine.accumulatorCapacityLitres),
    shotCapacity: numberAsFieldText(machine.shotCapacityGrams),
  }),
  rows: (machine) => [
    { label: 'Machine Size (Clamping Force)', value: withUnit(machine.machineSizeTon, 'Ton') },
    { label: 'Accumulator Capacity', value: withUnit(machine.accumulatorCapacityLitres, 'litres') },
    { label: 'Shot Capacity', value: withUnit(machine.shotCapacityGrams, 'gms') },
    ...platenRows(machine),
  ],
  cardMeta: sizeLine,
});

const extruderMachine = defineSellerMachine({
  name: 'extruder',
  demoKind: 'extruder',
  fields: [
    { key: 'machineType', label: 'Machine Type', input: 'choice' },
    { key: 'application', label: 'Application', input: 'choice' },
    {
      key: 'extrusionCapacity',
      label: 'Extrusion Capacity',
      input: 'number',
      unit: 'Kg/Hr',
      unitLabel: 'kilograms an hour',
    },
    { key: 'rawMaterialFeed', label: 'Raw Material Feed', input: 'choice' },
  ],
  choices: (options) => ({
    machineType: options.machineTypes,
    application: options.applications,
    rawMaterialFeed: options.rawMaterialFeeds,
  }),
  // Extrusion and spare capacity are optional on add and required on edit.
  rules: (mode) => ({
    machineType: [required('Choose the machine type.')],
    extrusionCapacity: numberRules('Extrusion capacity', mode === 'edit'),
    spareCapacity: spareCapacityRules(mode === 'edit'),
  }),
  toForm: (values, base) => ({
    ...base,
    machineType: values.machineType,
    application: values.application,
    extrusionCapacityKgPerHour: values.extrusionCapacity,
  }),
  toValues: (machine: MyExtruderMachine) => ({
    machineType: machine.machineType,
    application: machine.application,
    extrusionCapacity: numberAsFieldText(machine.extrusionCapacityKgPerHour),
  }),
  rows: (machine) => [
    { label: 'Machine Type', value: machine.machineType },
    { label: 'Extrusion Capacity', value: withUnit(machine.extrusionCapacityKgPerHour, 'Kg/Hr') },
    { label: 'Application', value: machine.application },
  ],
  cardMeta: (machine) => [{ label: 'Machine Type', value: machine.machineType }],
});

/** The kinds in the menus' order (tool and die rooms come after them). */
export const sellerMachineKinds = [injectionMachine, blowMoldingMachine, extruderMachine] as const;

/** A kind's form and calls, by its name (machineKinds.ts). */
export const sellerMachineKindOf = (name: SellerMachineKindName): SomeSellerMachineKind =>
  sellerMachineKinds.find((kind) => kind.name === name) as unknown as SomeSellerMachineKind;
