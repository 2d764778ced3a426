import * as v from 'valibot';
import { optionalNumber, text } from '../core/schema';
import type { FieldMap, FormNumber } from './multipart';
import {
  machineEntries,
  machineFieldMap,
  moldingOptionsSchema,
  sellerMachineCalls,
  toSellerMachine,
  type SellerMachineFormBase,
} from './sellerListing';

/** The signed-in seller's blow molding machines. */

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

const fieldMap: FieldMap<Omit<BlowMoldingMachineForm, 'images'>> = {
  ...machineFieldMap,
  machineSizeTon: 'machine_size',
  accumulatorCapacityLitres: 'accumulator_capacity',
  shotCapacityGrams: 'shot_capacity',
  platenLengthMm: 'platen_size_length',
  platenWidthMm: 'platen_size_width',
  tieBarLengthMm: 'tie_bar_distance_length',
  tieBarWidthMm: 'tie_bar_distance_width',
  machineDrive: 'machine_drive',
  machineOperation: 'machine_operation',
};

const calls = sellerMachineCalls<
  typeof myBlowMoldingMachineSchema,
  typeof moldingOptionsSchema,
  BlowMoldingMachineForm
>({
  defaultName: 'Blow Molding Machine',
  optionsSchema: moldingOptionsSchema,
  schema: myBlowMoldingMachineSchema,
  fieldMap,
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
});

/** GET /blow-molding-machine-dropdown: machine drive, operation and raw material feed choices. */
export const getBlowMoldingMachineOptions = calls.options;

/** POST /blow-molding-machine-add (multipart): the new machine waits for review. */
export const addBlowMoldingMachine = calls.add;

/** POST /blow-molding-machine-update (multipart with the id). */
export const updateBlowMoldingMachine = calls.update;

/** GET /my-blow-molding-machine: every blow molding machine of the seller, pending or approved. */
export const getMyBlowMoldingMachines = calls.mine;

/** GET /my-blow-molding-machine-details: one of the seller's machines, or null. */
export const getMyBlowMoldingMachine = calls.details;

/** DELETE /blow-molding-machine-delete: someone else's machine fails with ApiValidationError. */
export const deleteBlowMoldingMachine = calls.remove;
