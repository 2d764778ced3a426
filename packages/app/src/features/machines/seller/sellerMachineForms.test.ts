import { describe, expect, it } from 'vitest';
import { validate } from '../../../shared/forms/validate';
import { sellerMachineKindOf } from './sellerMachineKinds';
import { formRules, initialValues, toMachineForm, type FormMode } from './sellerMachines';

/*
 * A seller's machine form asks what the server requires, as the api-client's record of each kind says it
 * (document 3): an empty form's messages name those fields and no others, on add and on edit.
 */

/** The fields every kind's form requires whatever the server's record says: make, year and the place. */
const alwaysAsked = ['make', 'mfgYear'];

const emptyFormErrors = (name: 'injection' | 'blowMolding' | 'extruder', mode: FormMode) => {
  const kind = sellerMachineKindOf(name);
  const errors = validate(initialValues(kind), formRules(kind, mode));
  return Object.keys(errors)
    .filter((field) => !alwaysAsked.includes(field))
    .sort();
};

describe("a seller's machine form", () => {
  it.each([
    [
      'injection',
      'add',
      [
        'machineSizeTon',
        'platenLengthMm',
        'platenWidthMm',
        'shotWeightGrams',
        'tieBarLengthMm',
        'tieBarWidthMm',
      ],
    ],
    [
      'injection',
      'edit',
      [
        'machineSizeTon',
        'platenLengthMm',
        'platenWidthMm',
        'shotWeightGrams',
        'spareCapacity',
        'tieBarLengthMm',
        'tieBarWidthMm',
      ],
    ],
    [
      'blowMolding',
      'add',
      [
        'accumulatorCapacityLitres',
        'description',
        'images',
        'machineDrive',
        'machineOperation',
        'machineSizeTon',
        'platenLengthMm',
        'platenWidthMm',
        'rawMaterialFeed',
        'spareCapacity',
        'tieBarLengthMm',
        'tieBarWidthMm',
      ],
    ],
    ['extruder', 'add', ['machineType']],
    ['extruder', 'edit', ['extrusionCapacityKgPerHour', 'machineType', 'spareCapacity']],
  ] as const)('of the %s kind on %s asks for what the server requires', (name, mode, required) => {
    expect(emptyFormErrors(name, mode)).toEqual(required);
  });

  it('says each message with the field named as a sentence says it', () => {
    const kind = sellerMachineKindOf('injection');
    const errors = validate(initialValues(kind), formRules(kind, 'add'));
    expect(errors.machineSizeTon).toBe('Enter the machine size.');
    expect(errors.tieBarLengthMm).toBe('Enter the tie bar distance length.');
    const blowMolding = sellerMachineKindOf('blowMolding');
    expect(validate(initialValues(blowMolding), formRules(blowMolding, 'add')).machineDrive).toBe(
      'Choose the machine drive.',
    );
  });

  it("posts the kind's own fields under the api-client's names", () => {
    const kind = sellerMachineKindOf('extruder');
    const values = {
      ...initialValues(kind),
      machineType: 'Twin Screw',
      application: 'Pipe',
      extrusionCapacityKgPerHour: '250',
    };
    expect(toMachineForm(kind, values)).toMatchObject({
      name: 'Extruder Machine',
      machineType: 'Twin Screw',
      application: 'Pipe',
      extrusionCapacityKgPerHour: '250',
    });
  });
});
