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

/** The signed-in seller's injection molding machines. */

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

const fieldMap: FieldMap<Omit<InjectionMachineForm, 'images'>> = {
  ...machineFieldMap,
  machineSizeTon: 'machine_size',
  shotWeightGrams: 'shot_wt',
  platenLengthMm: 'platen_size_length',
  platenWidthMm: 'platen_size_width',
  tieBarLengthMm: 'tie_bar_distance_length',
  tieBarWidthMm: 'tie_bar_distance_width',
  machineDrive: 'machine_drive',
  machineOperation: 'machine_operation',
};

const calls = sellerMachineCalls<
  typeof myInjectionMachineSchema,
  typeof moldingOptionsSchema,
  InjectionMachineForm
>({
  defaultName: 'Injection Molding Machine',
  optionsSchema: moldingOptionsSchema,
  schema: myInjectionMachineSchema,
  fieldMap,
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
});

/** GET /injection-modling-machine-dropdown: machine drive, operation and raw material feed choices. */
export const getInjectionMachineOptions = calls.options;

/** POST /injection-modling-machine-add (multipart): the new machine waits for review. */
export const addInjectionMachine = calls.add;

/** POST /injection-modling-machine-update (multipart with the id). */
export const updateInjectionMachine = calls.update;

/** GET /my-injection-modling-machine: every injection machine of the seller, pending or approved. */
export const getMyInjectionMachines = calls.mine;

/** GET /my-injection-modling-machine-details: one of the seller's machines, or null. */
export const getMyInjectionMachine = calls.details;

/** DELETE /injection-modling-machine-delete: someone else's machine fails with ApiValidationError. */
export const deleteInjectionMachine = calls.remove;
