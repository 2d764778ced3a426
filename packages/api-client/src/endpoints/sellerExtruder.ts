import * as v from 'valibot';
import { optionalNumber, text } from '../core/schema';
import type { FieldMap, FormNumber } from './multipart';
import {
  machineEntries,
  machineFieldMap,
  optionNames,
  sellerMachineCalls,
  toSellerMachine,
  type SellerMachineFormBase,
} from './sellerListing';

/** The signed-in seller's extruder machines. */

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

const fieldMap: FieldMap<Omit<ExtruderMachineForm, 'images'>> = {
  ...machineFieldMap,
  machineType: 'machine_type',
  application: 'application',
  extrusionCapacityKgPerHour: 'extrusion_capacity',
  screwDiameterMm: 'screw_size_diameter',
  screwLengthMm: 'screw_size_length',
};

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

const calls = sellerMachineCalls<
  typeof myExtruderMachineSchema,
  typeof extruderOptionsSchema,
  ExtruderMachineForm
>({
  defaultName: 'Extruder Machine',
  optionsSchema: extruderOptionsSchema,
  schema: myExtruderMachineSchema,
  fieldMap,
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
});

/** GET /extruder-machine-dropdown: machine type, application and raw material feed choices. */
export const getExtruderMachineOptions = calls.options;

/** POST /extruder-machine-add (multipart): the new machine waits for review. */
export const addExtruderMachine = calls.add;

/** POST /extruder-machine-update (multipart with the id). */
export const updateExtruderMachine = calls.update;

/** GET /my-extruder-machine: every extruder machine of the seller, pending or approved. */
export const getMyExtruderMachines = calls.mine;

/** GET /my-extruder-machine-details: one of the seller's machines, or null. */
export const getMyExtruderMachine = calls.details;

/** DELETE /extruder-machine-delete: someone else's machine fails with ApiValidationError. */
export const deleteExtruderMachine = calls.remove;
