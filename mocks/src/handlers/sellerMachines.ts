import {
  sellerMachineKinds,
  type SellerFieldRequirement,
  type SellerMachineKindDefinition,
} from '@plastihub/api-client/machineKinds';
import type { Table } from '../db/table';
import { serverDate } from '../seed/clock';
import { del, get, invalid, json, post, readBody, type RouteContext } from '../http';
import { countries, countryRelation } from '../seed/lookups';
import { machineSeeds, type ExtruderMachineRow, type ListingPurpose } from '../seed/machines';
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
 * approved (in the demo, through POST /__demo/approve-listings). Each kind is served from its module (the
 * api-client's machineKinds: its seller calls and fields), and its seeded table.
 */

/** The columns every machine kind shares (the extruder row without its own columns). */
type SellerMachineRow = Omit<
  ExtruderMachineRow,
  'machine_type' | 'application' | 'extrusion_capacity' | 'screw_size_diameter' | 'screw_size_length'
>;

type Body = Record<string, string>;
type Mode = 'add' | 'update';

interface MachineKind {
  table: Table<SellerMachineRow>;
  /** The read-only name of the add form. */
  defaultName: string;
  /** What the messages call it. */
  title: string;
  endpoints: SellerMachineKindDefinition<string>;
  /** The dropdowns, named as the columns whose values they offer. */
  dropdowns: readonly string[];
}

const PURPOSES: readonly ListingPurpose[] = ['rent', 'sell'];
const IMAGE_FIELDS = ['image1', 'image2', 'image3', 'image4'] as const;

const images: FormRules = Object.fromEntries(IMAGE_FIELDS.map((field) => [field, { image: true }]));
const required = (...fields: string[]): FormRules =>
  Object.fromEntries(fields.map((field) => [field, { required: true }]));

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
function optionsOf(table: Table<SellerMachineRow>, column: string): string[] {
  const values = table.all().map((row) => String((row as unknown as Record<string, unknown>)[column] ?? ''));
  return [...new Set(values.filter(Boolean))].sort((a, b) => a.localeCompare(b));
}

function dropdownOptions(kind: MachineKind): Record<string, string[]> {
  return Object.fromEntries(kind.dropdowns.map((name) => [name, optionsOf(kind.table, name)]));
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
function ownRow(table: Table<SellerMachineRow>, context: RouteContext, id: string | null) {
  const row = table.find(id);
  if (!row) return { error: invalid(context, 'Record Not Found') };
  if (row.sellerid !== context.user.id) {
    return { error: invalid(context, 'You can only change your own listings.') };
  }
  return { row };
}

function machineRoutes(kind: MachineKind) {
  const { paths, listField, detailsField } = kind.endpoints;
  const auth = { auth: true };

  async function save(context: RouteContext, mode: Mode) {
    const body = await readBody(context.request);
    const found = mode === 'update' ? ownRow(kind.table, context, body.id ?? null) : undefined;
    if (found?.error) return found.error;
    const errors = validateForm(body, { ...images, ...kindRules(kind, mode, dropdownOptions(kind)) });
    if (hasErrors(errors)) return invalid(context, FIX_FIELDS_MESSAGE, errors);

    const current = found?.row;
    const columns = {
      ...sharedColumns(kind.defaultName, body, current),
      ...kindColumns(kind, body, current),
    };
    if (current) {
      kind.table.update(current.id, columns as Partial<Omit<SellerMachineRow, 'id'>>);
      return json(context, { error: 0, msg: `${kind.title} updated successfully.`, id: current.id });
    }
    const created = kind.table.insert({
      ...columns,
      approved: 'Pending',
      sellerid: context.user.id,
      created_at: serverDate(),
    } as unknown as Omit<SellerMachineRow, 'id'>);
    return json(context, {
      error: 0,
      msg: `${kind.title} added successfully. It will be published after review.`,
      id: created.id,
    });
  }

  const own = (context: RouteContext) =>
    kind.table.where((row) => row.sellerid === context.user.id).map(present);

  return [
    get(paths.dropdown, (context) => {
      const options = dropdownOptions(kind);
      return json(
        context,
        Object.fromEntries(
          Object.entries(options).map(([name, values]) => [name, values.map((value) => ({ name: value }))]),
        ),
      );
    }),
    post(paths.add, (context) => save(context, 'add'), auth),
    post(paths.update, (context) => save(context, 'update'), auth),
    get(paths.mine, (context) => json(context, { [listField]: own(context) }), auth),
    // The details call answers a list: the machine, or nothing when it is not the seller's.
    get(
      paths.details,
      (context) => {
        const id = Number(context.url.searchParams.get('id'));
        return json(context, { [detailsField]: own(context).filter((row) => row.id === id) });
      },
      auth,
    ),
    del(
      paths.remove,
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

/** The server's rules of a kind's form: the shared fields', with the kind's own and its requirements. */
function kindRules(kind: MachineKind, mode: Mode, options: Record<string, string[]>): FormRules {
  const { fields, requires = {} } = kind.endpoints;
  const needed = (requirement?: SellerFieldRequirement) =>
    requirement === 'always' || requirement === (mode === 'add' ? 'onAdd' : 'onUpdate');
  return {
    ...locationRules,
    ...(needed(requires.name) ? required('name') : {}),
    ...(needed(requires.description) ? required('description') : {}),
    image1: { image: true, required: needed(requires.image1) },
    spare_capacity: { numeric: true, required: needed(requires.spare_capacity) },
    raw_material_feed: { required: needed(requires.raw_material_feed), oneOf: options.raw_material_feed },
    ...Object.fromEntries(
      Object.values(fields).map((field) => [
        field.column,
        {
          required: needed(field.required),
          numeric: field.input === 'number',
          ...(field.input === 'choice' ? { oneOf: options[field.column] } : {}),
        },
      ]),
    ),
  };
}

/** The kind's own columns read from the form (numbers left out are 0, unless the field keeps its value). */
function kindColumns(kind: MachineKind, body: Body, current?: SellerMachineRow) {
  const stored = current as Record<string, unknown> | undefined;
  return Object.fromEntries(
    Object.values(kind.endpoints.fields).map((field) => [
      field.column,
      field.input === 'number'
        ? (numberField(body, field.column) ??
          (field.keptWhenLeftOut ? ((stored?.[field.column] as number | undefined) ?? 0) : 0))
        : textField(body, field.column),
    ]),
  );
}

function sellerKind(kind: (typeof sellerMachineKinds)[number]): MachineKind {
  const endpoints: SellerMachineKindDefinition<string> = kind.seller;
  const choices = Object.values(endpoints.fields).filter((field) => field.input === 'choice');
  return {
    table: machineSeeds[kind.name].table as unknown as Table<SellerMachineRow>,
    defaultName: kind.title,
    // "Injection molding machine added successfully."
    title: kind.title.charAt(0) + kind.title.slice(1).toLowerCase(),
    endpoints,
    dropdowns: [...choices.map((field) => field.column), 'raw_material_feed'],
  };
}

export const sellerMachineHandlers = sellerMachineKinds.flatMap((kind) => machineRoutes(sellerKind(kind)));

/** The seller tables by the kind names of the demo approval control. */
export const machineTablesByKind = Object.fromEntries(
  sellerMachineKinds.map((kind) => [kind.name, machineSeeds[kind.name].table]),
);
