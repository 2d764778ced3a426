import * as v from 'valibot';
import { optionalNumber, text } from '../core/schema';
import {
  machineKindEndpoints,
  sellerMachineKindEndpoints,
  type SellerFieldRequirement,
  type SellerMachineKind,
  type SellerMachineKindEndpoints,
} from '../requests';
import type { FieldMap, FormNumber } from './multipart';
import {
  machineEntries,
  machineFieldMap,
  moldingOptionsSchema,
  optionNames,
  sellerMachineKindCalls,
  toSellerMachine,
  type SellerMachineFormBase,
} from './sellerListing';

/** The signed-in seller's injection, blow molding and extruder machines (document 3), one record per kind. */

/* ------------------------------------------------------------------ injection molding */

const myInjectionMachineSchema = v.pipe(
  v.object({
    ...machineEntries,
    machine_size: optionalNumber(),
    shot_wt: optionalNumber(),
    platen_size_length: optionalNumber(),
    platen_size_width: optionalNumber(),
    tie_bar_distance_length: optionalNumber(),
    tie_bar_distance_width: optionalNumber(),
    machine_drive: text(),
    machine_operation: text(),
  }),
  v.transform((raw) => ({
    ...toSellerMachine(raw),
    machineSizeTon: raw.machine_size,
    shotWeightGrams: raw.shot_wt,
    platenLengthMm: raw.platen_size_length,
    platenWidthMm: raw.platen_size_width,
    tieBarLengthMm: raw.tie_bar_distance_length,
    tieBarWidthMm: raw.tie_bar_distance_width,
    machineDrive: raw.machine_drive,
    machineOperation: raw.machine_operation,
  })),
);
/** One of the seller's injection molding machines, with its review status. */
export type MyInjectionMachine = v.InferOutput<typeof myInjectionMachineSchema>;

/** The add and edit form. Spare capacity is optional on add and required on edit. */
export interface InjectionMachineForm extends SellerMachineFormBase {
  machineSizeTon: FormNumber;
  shotWeightGrams: FormNumber;
  platenLengthMm: FormNumber;
  platenWidthMm: FormNumber;
  tieBarLengthMm: FormNumber;
  tieBarWidthMm: FormNumber;
  machineDrive?: string;
  machineOperation?: string;
}

/* ------------------------------------------------------------------ blow molding */

const myBlowMoldingMachineSchema = v.pipe(
  v.object({
    ...machineEntries,
    machine_size: optionalNumber(),
    accumulator_capacity: optionalNumber(),
    shot_capacity: optionalNumber(),
    platen_size_length: optionalNumber(),
    platen_size_width: optionalNumber(),
    tie_bar_distance_length: optionalNumber(),
    tie_bar_distance_width: optionalNumber(),
    machine_drive: text(),
    machine_operation: text(),
  }),
  v.transform((raw) => ({
    ...toSellerMachine(raw),
    machineSizeTon: raw.machine_size,
    accumulatorCapacityLitres: raw.accumulator_capacity,
    shotCapacityGrams: raw.shot_capacity,
    platenLengthMm: raw.platen_size_length,
    platenWidthMm: raw.platen_size_width,
    tieBarLengthMm: raw.tie_bar_distance_length,
    tieBarWidthMm: raw.tie_bar_distance_width,
    machineDrive: raw.machine_drive,
    machineOperation: raw.machine_operation,
  })),
);
/** One of the seller's blow molding machines, with its review status. */
export type MyBlowMoldingMachine = v.InferOutput<typeof myBlowMoldingMachineSchema>;

/**
 * The add and edit form. The server requires nearly everything, description included, and the
 * first image on add.
 */
export interface BlowMoldingMachineForm extends SellerMachineFormBase {
  machineSizeTon: FormNumber;
  accumulatorCapacityLitres: FormNumber;
  shotCapacityGrams?: FormNumber;
  platenLengthMm: FormNumber;
  platenWidthMm: FormNumber;
  tieBarLengthMm: FormNumber;
  tieBarWidthMm: FormNumber;
  machineDrive: string;
  machineOperation: string;
}

/* ------------------------------------------------------------------ extruder */

const myExtruderMachineSchema = v.pipe(
  v.object({
    ...machineEntries,
    machine_type: text(),
    application: text(),
    extrusion_capacity: optionalNumber(),
    screw_size_diameter: optionalNumber(),
    screw_size_length: optionalNumber(),
  }),
  v.transform((raw) => ({
    ...toSellerMachine(raw),
    machineType: raw.machine_type,
    application: raw.application,
    extrusionCapacityKgPerHour: raw.extrusion_capacity,
    screwDiameterMm: raw.screw_size_diameter,
    screwLengthMm: raw.screw_size_length,
  })),
);
/** One of the seller's extruder machines, with its review status. */
export type MyExtruderMachine = v.InferOutput<typeof myExtruderMachineSchema>;

/** The add and edit form. Extrusion and spare capacity are optional on add and required on edit. */
export interface ExtruderMachineForm extends SellerMachineFormBase {
  machineType: string;
  application?: string;
  extrusionCapacityKgPerHour?: FormNumber;
  /** Not on the spec's form; the public details show them when given. */
  screwDiameterMm?: FormNumber;
  screwLengthMm?: FormNumber;
}

const extruderOptionsSchema = v.pipe(
  v.object({ machine_type: optionNames(), application: optionNames(), raw_material_feed: optionNames() }),
  v.transform((raw) => ({
    machineTypes: raw.machine_type,
    applications: raw.application,
    rawMaterialFeeds: raw.raw_material_feed,
  })),
);
/** The dropdowns of the extruder form. */
export type ExtruderMachineOptions = v.InferOutput<typeof extruderOptionsSchema>;

/* ------------------------------------------------------------------ the kinds */

export {
  sellerMachineKindEndpoints,
  type SellerFieldRequirement,
  type SellerMachineKind,
  type SellerMachineKindEndpoints,
};

/** Each kind's add and edit form; its own fields' server names are in the kind's record. */
export interface SellerMachineForms {
  injection: InjectionMachineForm;
  blowMolding: BlowMoldingMachineForm;
  extruder: ExtruderMachineForm;
}

/** How each kind's machines and dropdowns read. */
const sellerMachineSchemas = {
  injection: { machine: myInjectionMachineSchema, options: moldingOptionsSchema },
  blowMolding: { machine: myBlowMoldingMachineSchema, options: moldingOptionsSchema },
  extruder: { machine: myExtruderMachineSchema, options: extruderOptionsSchema },
} satisfies Record<SellerMachineKind, { machine: v.GenericSchema; options: v.GenericSchema }>;

type SchemasOf<K extends SellerMachineKind> = (typeof sellerMachineSchemas)[K];

function kindCalls<K extends SellerMachineKind>(kind: K) {
  const endpoints: SellerMachineKindEndpoints = sellerMachineKindEndpoints[kind];
  const schemas = sellerMachineSchemas[kind] as SchemasOf<K>;
  // The form's shared fields, then the kind's own in its record's order: the order of the form post.
  const fieldMap = {
    ...machineFieldMap,
    ...Object.fromEntries(Object.entries(endpoints.fields).map(([key, field]) => [key, field.name])),
  } as FieldMap<Omit<SellerMachineForms[K], 'images'>>;
  return sellerMachineKindCalls<SchemasOf<K>['machine'], SchemasOf<K>['options'], SellerMachineForms[K]>({
    // The add form's machine name is fixed: the kind's name.
    defaultName: machineKindEndpoints[kind].listingType,
    schema: schemas.machine,
    optionsSchema: schemas.options,
    fieldMap,
    paths: endpoints.paths,
    listField: endpoints.listField,
    detailsField: endpoints.detailsField,
  });
}

/**
 * Every kind's seller calls, one typed set per kind from its record: `options()` (the dropdowns), `add(form)`
 * (multipart; the new machine waits for review), `update(id, form)` (multipart with the id), `mine()` (the seller's
 * machines, pending or approved), `details(id)` (one of them, or null) and `remove(id)` (someone else's machine
 * fails with ApiValidationError). E.g. `sellerMachineCalls.injection.add(form)`.
 */
export const sellerMachineCalls = Object.fromEntries(
  Object.keys(sellerMachineKindEndpoints).map((kind) => [kind, kindCalls(kind as SellerMachineKind)]),
) as { [K in SellerMachineKind]: ReturnType<typeof kindCalls<K>> };
