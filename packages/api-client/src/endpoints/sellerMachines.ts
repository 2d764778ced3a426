import * as v from 'valibot';
import { apiClient, type CallOptions, type UploadOptions } from '../core';
import { list, messageResponse, optionalNumber, text, type MessageResponse } from '../core/schema';
import {
  type sellerMachineKinds,
  bySellerMachineKind,
  type MachineKindNamed,
  type SellerMachineKindName,
  type SellerMachineSpec,
  type SellerMachineSpecKey,
} from '../machineKinds';
import {
  formFieldNames,
  imageFiles,
  serverFields,
  submitForm,
  toFormData,
  type FormNumber,
  type SavedListing,
} from './multipart';
import {
  machineEntries,
  machineFieldMap,
  optionNames,
  toSellerMachine,
  type SellerMachineFormBase,
} from './sellerListing';

/**
 * The signed-in seller's machines (document 3), one set of calls per kind sellers list, built from the kind's
 * module: its paths, its answers' keys and its own fields (their columns, and whether each is a number or a choice).
 */

/** A kind's own fields of a seller's machine (its module's `seller.fields`): numbers, or text; null for none. */
export type SellerMachineSpecs = { readonly [K in SellerMachineSpecKey]?: number | string | null };

/** One of the seller's machines of any kind, with its review status and its kind's own fields. */
export type MySellerMachine = ReturnType<typeof toSellerMachine> & SellerMachineSpecs;

type FieldValue<F> = F extends { input: 'number' } ? number | null : string;
type SellerFieldsOf<K extends SellerMachineKindName> = MachineKindNamed<K>['seller']['fields'];

/** One of the seller's machines of one kind: exactly its kind's own fields, typed as its module says. */
export type MySellerMachineOf<K extends SellerMachineKindName> = Omit<
  MySellerMachine,
  SellerMachineSpecKey
> & {
  [F in keyof SellerFieldsOf<K>]: FieldValue<SellerFieldsOf<K>[F]>;
};

/** A kind's add and edit form: the shared fields, and its own by its module's keys. */
export type SellerMachineForm = SellerMachineFormBase & { [K in SellerMachineSpecKey]?: FormNumber };

/** The dropdowns of a kind's form, by the form's keys (`machineDrive`, `rawMaterialFeed`). */
export type SellerMachineOptions = Readonly<Record<string, readonly string[]>>;

type SellerKind = (typeof sellerMachineKinds)[number];
const ownFields = (kind: SellerKind) => Object.entries<SellerMachineSpec>(kind.seller.fields);

const specValue = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? value : null);

/** How a kind's machines read: the shared columns, then its own fields' (a number, or text). */
function machineSchema(kind: SellerKind) {
  const own = ownFields(kind);
  const entries: v.ObjectEntries = {};
  for (const [, field] of own) entries[field.column] = field.input === 'number' ? optionalNumber() : text();
  return v.pipe(
    v.object({ ...entries, ...machineEntries }),
    v.transform((raw): MySellerMachine => {
      // The kind's own columns are in the row as read (the schema has them), though not in its type.
      const columns: Readonly<Record<string, unknown>> = raw;
      return {
        ...toSellerMachine(raw),
        ...Object.fromEntries(own.map(([key, field]) => [key, specValue(columns[field.column])])),
      };
    }),
  );
}

/** The dropdown call's answer: a list of names for each choice field and for the raw material feed. */
function optionsSchema(kind: SellerKind) {
  const lists: Record<string, string> = { rawMaterialFeed: 'raw_material_feed' };
  for (const [key, field] of ownFields(kind)) if (field.input === 'choice') lists[key] = field.column;
  const entries: v.ObjectEntries = {};
  for (const column of Object.values(lists)) entries[column] = optionNames();
  return v.pipe(
    v.object(entries),
    v.transform((raw): SellerMachineOptions => {
      const columns: Readonly<Record<string, unknown>> = raw;
      return Object.fromEntries(
        Object.entries(lists).map(([key, column]) => {
          const names = columns[column];
          return [key, Array.isArray(names) ? names.filter((name) => typeof name === 'string') : []];
        }),
      );
    }),
  );
}

/** Field errors of image1 to image4 show under the images input. */
const IMAGE_ERRORS = { image1: 'images', image2: 'images', image3: 'images', image4: 'images' };

/** The six calls of one kind (dropdowns, add, update, own list, own details, delete). */
export interface SellerMachineCalls<M = MySellerMachine> {
  /** The form's dropdowns. */
  options: (options?: CallOptions) => Promise<SellerMachineOptions>;
  /** Multipart; the new machine waits for review. */
  add: (form: SellerMachineForm, options?: UploadOptions) => Promise<SavedListing>;
  /** Multipart with the id. */
  update: (id: number, form: SellerMachineForm, options?: UploadOptions) => Promise<SavedListing>;
  /** The seller's machines of the kind, pending or approved. */
  mine: (options?: CallOptions) => Promise<M[]>;
  /** One of them, or null. */
  details: (id: number, options?: CallOptions) => Promise<M | null>;
  /** Someone else's machine fails with ApiValidationError. */
  remove: (id: number, options?: CallOptions) => Promise<MessageResponse>;
}

function kindCalls(kind: SellerKind): SellerMachineCalls {
  const { paths, listField, detailsField } = kind.seller;
  const schema = machineSchema(kind);
  const options = optionsSchema(kind);
  // The shared fields, then the kind's own in its module's order: the order of the form post.
  const ownColumns = Object.fromEntries(ownFields(kind).map(([key, field]) => [key, field.column]));
  const names = formFieldNames({ ...machineFieldMap, ...ownColumns }, IMAGE_ERRORS);
  const formData = (form: SellerMachineForm, extra: Record<string, string> = {}) => {
    const values: ReadonlyMap<string, unknown> = new Map(Object.entries(form));
    const own = Object.entries(ownColumns).flatMap(([key, column]) => {
      const value = values.get(key);
      return typeof value === 'number' || typeof value === 'string' ? [[column, String(value)]] : [];
    });
    return toFormData(
      {
        // The add form's machine name is fixed: the kind's title.
        ...serverFields({ ...form, name: form.name ?? kind.title }, machineFieldMap),
        ...Object.fromEntries(own),
        ...extra,
      },
      imageFiles(form.images),
    );
  };

  return {
    options: (callOptions) =>
      apiClient().request({ method: 'GET', url: paths.dropdown, schema: options, options: callOptions }),
    add: (form, uploadOptions) => submitForm(paths.add, formData(form), names, uploadOptions),
    update: (machineId, form, uploadOptions) =>
      submitForm(paths.update, formData(form, { id: String(machineId) }), names, uploadOptions),
    async mine(callOptions) {
      const body = await apiClient().request({
        method: 'GET',
        url: paths.mine,
        schema: v.object({ [listField]: list(schema) }),
        options: callOptions,
      });
      return (body[listField] as MySellerMachine[] | undefined) ?? [];
    },
    /** The details call answers a list (or, on some servers, the item): the first, or null. */
    async details(machineId, callOptions) {
      const body = await apiClient().request({
        method: 'GET',
        url: paths.details,
        params: { id: machineId },
        schema: v.object({ [detailsField]: v.nullish(v.union([v.array(schema), schema]), null) }),
        options: callOptions,
      });
      const value = body[detailsField] as MySellerMachine[] | MySellerMachine | null;
      return Array.isArray(value) ? (value[0] ?? null) : value;
    },
    remove: (machineId, callOptions) =>
      apiClient().request({
        method: 'DELETE',
        url: paths.remove,
        params: { id: machineId },
        schema: messageResponse,
        options: callOptions,
      }),
  };
}

/** Every kind's seller calls, one set per kind from its module: `sellerMachineCalls.injection.add(form)`. */
export const sellerMachineCalls = bySellerMachineKind(kindCalls) as {
  // Each kind's calls read its rows with its own fields (machineSchema): its machines are its kind's.
  readonly [K in SellerMachineKindName]: SellerMachineCalls<MySellerMachineOf<K>>;
};
