import type { MyBlowMoldingMachine, MyInjectionMachine } from '@plastihub/api-client';
import { formatNumber } from '@plastihub/ui';
import {
  defineSellerMachine,
  withUnit,
  type MachineFieldSpec,
  type SomeSellerMachineKind,
} from './sellerMachines';
import type { SellerMachineKindName } from '../machineKinds';

/**
 * The three machine kinds a seller lists (document 3), each as configuration over the shared screens: the fields
 * its form shows (named as the api-client's record of the kind names them; what the server requires of each is
 * there) and how its records read.
 */

const dimensions = (length: number | null, width: number | null) =>
  length === null || width === null ? null : `${formatNumber(length)} x ${formatNumber(width)}`;

/** The clamp, platen and tie bar fields injection and blow molding machines share. */
const platenFields = [
  { key: 'platenLengthMm', label: 'Platen Size Length', unit: 'mm', unitLabel: 'millimetres' },
  { key: 'platenWidthMm', label: 'Platen Size Width', unit: 'mm', unitLabel: 'millimetres' },
  { key: 'tieBarLengthMm', label: 'Tie Bar Distance Length', unit: 'mm', unitLabel: 'millimetres' },
  { key: 'tieBarWidthMm', label: 'Tie Bar Distance Width', unit: 'mm', unitLabel: 'millimetres' },
] as const satisfies readonly MachineFieldSpec<'injection' | 'blowMolding'>[];
const moldingChoiceFields = [
  { key: 'machineDrive', label: 'Machine Drive' },
  { key: 'machineOperation', label: 'Machine Operation' },
  { key: 'rawMaterialFeed', label: 'Raw Material Feed' },
] as const satisfies readonly MachineFieldSpec<'injection' | 'blowMolding'>[];
/** The clamping force: first on the molding machines' forms. */
const machineSizeField = {
  key: 'machineSizeTon',
  label: 'Machine Size (Clamping Force)',
  unit: 'Ton',
  messageName: 'Machine size',
  min: 1,
} as const satisfies MachineFieldSpec<'injection' | 'blowMolding'>;
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
    machineSizeField,
    { key: 'shotWeightGrams', label: 'Shot Weight', unit: 'grams' },
    ...platenFields,
    ...moldingChoiceFields,
  ],
  choices: (options) => ({
    machineDrive: options.machineDrives,
    machineOperation: options.machineOperations,
    rawMaterialFeed: options.rawMaterialFeeds,
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
    machineSizeField,
    { key: 'accumulatorCapacityLitres', label: 'Accumulator Capacity', unit: 'litres' },
    { key: 'shotCapacityGrams', label: 'Shot Capacity', unit: 'gms', unitLabel: 'grams' },
    ...platenFields,
    ...moldingChoiceFields,
  ],
  choices: (options) => ({
    machineDrive: options.machineDrives,
    machineOperation: options.machineOperations,
    rawMaterialFeed: options.rawMaterialFeeds,
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
    { key: 'machineType', label: 'Machine Type' },
    { key: 'application', label: 'Application' },
    {
      key: 'extrusionCapacityKgPerHour',
      label: 'Extrusion Capacity',
      unit: 'Kg/Hr',
      unitLabel: 'kilograms an hour',
    },
    { key: 'rawMaterialFeed', label: 'Raw Material Feed' },
  ],
  choices: (options) => ({
    machineType: options.machineTypes,
    application: options.applications,
    rawMaterialFeed: options.rawMaterialFeeds,
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
