import type { Table } from '../db/table';
import { serverDate } from '../seed/clock';
import { del, get, invalid, json, post, readBody, type RouteContext } from '../http';
import { countries, countryRelation } from '../seed/lookups';
import {
  blowMoldingMachines,
  extruderMachines,
  injectionMachines,
  type BlowMoldingMachineRow,
  type ExtruderMachineRow,
  type InjectionMachineRow,
  type ListingPurpose,
} from '../seed/machines';
import { sellerFields } from './listingQuery';
import {
  FIX_FIELDS_MESSAGE,
  hasErrors,
  imageField,
  numberField,
  textField,
  validateForm,
  type FormRules,
} from './sellerForms';

/**
 * A seller's own injection, blow molding and extruder machines. They live in the same tables as the
 * public lists of spec document 2: a new listing waits for review (`Pending`) and turns public once
 * approved (in the demo, through POST /__demo/approve-listings).
 */

/** The columns every machine kind shares (the extruder row without its own columns). */
type SellerMachineRow = Omit<
  ExtruderMachineRow,
  'machine_type' | 'application' | 'extrusion_capacity' | 'screw_size_diameter' | 'screw_size_length'
>;

type Body = Record<string, string>;
type Mode = 'add' | 'update';

interface MachineKind<R extends SellerMachineRow> {
  table: Table<R>;
  /** The read-only name of the add form. */
  defaultName: string;
  /** What the messages call it. */
  title: string;
  paths: { dropdown: string; add: string; update: string; mine: string; details: string; remove: string };
  /** Response keys of the list and details calls (the server reuses `injection_modling_machine`). */
  listField: string;
  detailsField: string;
  /** Dropdown name -> the column whose values it offers. */
  dropdowns: Record<string, keyof R & string>;
  rules: (mode: Mode, options: Record<string, string[]>) => FormRules;
  /** The kind's own columns read from the form (the shared ones are read by `sharedColumns`). */
  columns: (body: Body, current: R | undefined) => Omit<R, keyof SellerMachineRow>;
}

const PURPOSES: readonly ListingPurpose[] = ['rent', 'sell'];
const IMAGE_FIELDS = ['image1', 'image2', 'image3', 'image4'] as const;

const images: FormRules = Object.fromEntries(IMAGE_FIELDS.map((field) => [field, { image: true }]));
const required = (...fields: string[]): FormRules =>
  Object.fromEntries(fields.map((field) => [field, { required: true }]));
const numeric = (fields: string[], isRequired: (field: string) => boolean): FormRules =>
  Object.fromEntries(fields.map((field) => [field, { numeric: true, required: isRequired(field) }]));

const locationRules: FormRules = {
  ...required('make', 'state', 'city', 'zip_code'),
  country_id: { required: true, exists: countries },
  mfg_year: { required: true, numeric: true },
  type: { oneOf: PURPOSES },
};

/*
 * The dropdowns offer the values the machine tables already use, so a new listing reads like the
 * seeded ones. (The seed keeps its option lists private; exported, they would serve here directly.)
 */
function optionsOf<R>(table: Table<R & { id: number }>, column: keyof R & string): string[] {
  const values = table.all().map((row) => String(row[column] ?? ''));
  return [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b));
}

function dropdownOptions<R extends SellerMachineRow>(kind: MachineKind<R>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(kind.dropdowns).map(([name, column]) => [name, optionsOf(kind.table, column)]),
  );
}

function sharedColumns(defaultName: string, body: Body, current?: SellerMachineRow) {
  const type = (textField(body, 'type') || current?.type || 'rent') as ListingPurpose;
  return {
    name: textField(body, 'name') || current?.name || defaultName,
    type,
    make: textField(body, 'make'),
    mfg_year: numberField(body, 'mfg_year') ?? 0,
    country_id: numberField(body, 'country_id') ?? 0,
    state: textField(body, 'state'),
    city: textField(body, 'city'),
    zip_code: textField(body, 'zip_code'),
    description: textField(body, 'description'),
    // Spare capacity is what a listing for rent offers; a machine for sale has none.
    spare_capacity: type === 'sell' ? null : numberField(body, 'spare_capacity'),
    raw_material_feed: textField(body, 'raw_material_feed'),
    ...Object.fromEntries(IMAGE_FIELDS.map((field) => [field, imageField(body, field, current?.[field])])),
  } as Omit<SellerMachineRow, 'id' | 'approved' | 'sellerid'>;
}

/** A row as the server answers it: with its country relation and the seller columns. */
const present = (row: SellerMachineRow) => ({
  ...row,
  country: countryRelation(row.country_id),
  ...sellerFields(row.sellerid),
});

/** The signed-in seller's row, or the error answer: unknown id, or someone else's listing. */
function ownRow<R extends SellerMachineRow>(table: Table<R>, context: RouteContext, id: string | null) {
  const row = table.find(id);
  if (!row) return { error: invalid(context, 'Record Not Found') };
  if (row.sellerid !== context.user.id) {
    return { error: invalid(context, 'You can only change your own listings.') };
  }
  return { row };
}

function machineRoutes<R extends SellerMachineRow>(kind: MachineKind<R>) {
  const auth = { auth: true };

  async function save(context: RouteContext, mode: Mode) {
    const body = await readBody(context.request);
    const found = mode === 'update' ? ownRow(kind.table, context, body.id ?? null) : undefined;
    if (found?.error) return found.error;
    const errors = validateForm(body, { ...images, ...kind.rules(mode, dropdownOptions(kind)) });
    if (hasErrors(errors)) return invalid(context, FIX_FIELDS_MESSAGE, errors);

    const current = found?.row;
    const columns = { ...sharedColumns(kind.defaultName, body, current), ...kind.columns(body, current) };
    if (current) {
      kind.table.update(current.id, columns as Partial<Omit<R, 'id'>>);
      return json(context, { error: 0, msg: `${kind.title} updated successfully.`, id: current.id });
    }
    const created = kind.table.insert({
      ...columns,
      approved: 'Pending',
      sellerid: context.user.id,
      created_at: serverDate(),
    } as unknown as Omit<R, 'id'>);
    return json(context, {
      error: 0,
      msg: `${kind.title} added successfully. It will be published after review.`,
      id: created.id,
    });
  }

  const own = (context: RouteContext) =>
    kind.table.where((row) => row.sellerid === context.user.id).map(present);

  return [
    get(kind.paths.dropdown, (context) => {
      const options = dropdownOptions(kind);
      return json(
        context,
        Object.fromEntries(
          Object.entries(options).map(([name, values]) => [name, values.map((value) => ({ name: value }))]),
        ),
      );
    }),
    post(kind.paths.add, (context) => save(context, 'add'), auth),
    post(kind.paths.update, (context) => save(context, 'update'), auth),
    get(kind.paths.mine, (context) => json(context, { [kind.listField]: own(context) }), auth),
    // The details call answers a list: the machine, or nothing when it is not the seller's.
    get(
      kind.paths.details,
      (context) => {
        const id = Number(context.url.searchParams.get('id'));
        return json(context, { [kind.detailsField]: own(context).filter((row) => row.id === id) });
      },
      auth,
    ),
    del(
      kind.paths.remove,
      (context) => {
        const found = ownRow(kind.table, context, context.url.searchParams.get('id'));
        if (found.error) return found.error;
        kind.table.remove(found.row.id);
        return json(context, { error: 0, msg: `${kind.title} deleted successfully.` });
      },
      auth,
    ),
  ];
}

const MOLDING_DIMENSIONS = [
  'machine_size',
  'platen_size_length',
  'platen_size_width',
  'tie_bar_distance_length',
  'tie_bar_distance_width',
];

const moldingDropdowns = {
  machine_drive: 'machine_drive',
  machine_operation: 'machine_operation',
  raw_material_feed: 'raw_material_feed',
} as const;

const numberOr = (body: Body, field: string, fallback: number) => numberField(body, field) ?? fallback;

const injection: MachineKind<InjectionMachineRow> = {
  table: injectionMachines,
  defaultName: 'Injection Molding Machine',
  title: 'Injection molding machine',
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
  dropdowns: moldingDropdowns,
  // Spare capacity is optional on the add form and required on the edit form.
  rules: (mode, options) => ({
    ...locationRules,
    ...numeric([...MOLDING_DIMENSIONS, 'shot_wt'], () => true),
    spare_capacity: { numeric: true, required: mode === 'update' },
    machine_drive: { oneOf: options.machine_drive },
    machine_operation: { oneOf: options.machine_operation },
    raw_material_feed: { oneOf: options.raw_material_feed },
  }),
  columns: (body) => ({
    machine_size: numberOr(body, 'machine_size', 0),
    shot_wt: numberOr(body, 'shot_wt', 0),
    platen_size_length: numberOr(body, 'platen_size_length', 0),
    platen_size_width: numberOr(body, 'platen_size_width', 0),
    tie_bar_distance_length: numberOr(body, 'tie_bar_distance_length', 0),
    tie_bar_distance_width: numberOr(body, 'tie_bar_distance_width', 0),
    machine_drive: textField(body, 'machine_drive'),
    machine_operation: textField(body, 'machine_operation'),
  }),
};

const blowMolding: MachineKind<BlowMoldingMachineRow> = {
  table: blowMoldingMachines,
  defaultName: 'Blow Molding Machine',
  title: 'Blow molding machine',
  paths: {
    dropdown: '/blow-molding-machine-dropdown',
    add: '/blow-molding-machine-add',
    update: '/blow-molding-machine-update',
    mine: '/my-blow-molding-machine',
    details: '/my-blow-molding-machine-details',
    remove: '/blow-molding-machine-delete',
  },
  listField: 'injection_modling_machine',
  detailsField: 'blow_modling_machine_details',
  dropdowns: moldingDropdowns,
  // Description is required on both forms (the spec's two readings, taken together); image1 on add.
  rules: (mode, options) => ({
    ...locationRules,
    ...required('name', 'description'),
    ...numeric([...MOLDING_DIMENSIONS, 'accumulator_capacity', 'spare_capacity'], () => true),
    shot_capacity: { numeric: true },
    image1: { image: true, required: mode === 'add' },
    machine_drive: { required: true, oneOf: options.machine_drive },
    machine_operation: { required: true, oneOf: options.machine_operation },
    raw_material_feed: { required: true, oneOf: options.raw_material_feed },
  }),
  columns: (body) => ({
    machine_size: numberOr(body, 'machine_size', 0),
    accumulator_capacity: numberOr(body, 'accumulator_capacity', 0),
    shot_capacity: numberOr(body, 'shot_capacity', 0),
    platen_size_length: numberOr(body, 'platen_size_length', 0),
    platen_size_width: numberOr(body, 'platen_size_width', 0),
    tie_bar_distance_length: numberOr(body, 'tie_bar_distance_length', 0),
    tie_bar_distance_width: numberOr(body, 'tie_bar_distance_width', 0),
    machine_drive: textField(body, 'machine_drive'),
    machine_operation: textField(body, 'machine_operation'),
  }),
};

const extruder: MachineKind<ExtruderMachineRow> = {
  table: extruderMachines,
  defaultName: 'Extruder Machine',
  title: 'Extruder machine',
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
  dropdowns: {
    machine_type: 'machine_type',
    application: 'application',
    raw_material_feed: 'raw_material_feed',
  },
  // Extrusion and spare capacity are optional on add and required on edit.
  rules: (mode, options) => ({
    ...locationRules,
    machine_type: { required: true, oneOf: options.machine_type },
    application: { oneOf: options.application },
    raw_material_feed: { oneOf: options.raw_material_feed },
    ...numeric(['extrusion_capacity', 'spare_capacity'], () => mode === 'update'),
    ...numeric(['screw_size_diameter', 'screw_size_length'], () => false),
  }),
  columns: (body, current) => ({
    machine_type: textField(body, 'machine_type'),
    application: textField(body, 'application'),
    extrusion_capacity: numberOr(body, 'extrusion_capacity', 0),
    screw_size_diameter: numberOr(body, 'screw_size_diameter', current?.screw_size_diameter ?? 0),
    screw_size_length: numberOr(body, 'screw_size_length', current?.screw_size_length ?? 0),
  }),
};

export const sellerMachineHandlers = [
  ...machineRoutes(injection),
  ...machineRoutes(blowMolding),
  ...machineRoutes(extruder),
];

/** The seller tables by the kind names of the demo approval control. */
export const machineTablesByKind = {
  injection: injectionMachines,
  'blow-molding': blowMoldingMachines,
  extruder: extruderMachines,
} as const;
