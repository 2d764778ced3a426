import * as v from 'valibot';
import { apiClient, type CallOptions, type UploadOptions } from '../core';
import { count, id, list, messageResponse, optionalNumber, text, type MessageResponse } from '../core/schema';
import {
  formFieldNames,
  serverFields,
  submitForm,
  toFormData,
  type FieldMap,
  type FormNumber,
  type SavedListing,
} from './multipart';
import { listingEntries, toSellerListing } from './sellerListing';

/** The signed-in seller's tool-and-die companies and each company's machines. */

const myToolRoomMachineSchema = v.pipe(
  v.object({
    id: id(),
    tool_room_company_id: optionalNumber(),
    name: text(),
    make: text(),
    model: text(),
    quantity: optionalNumber(),
    description: text(),
    image: text(),
  }),
  v.transform((raw) => ({
    id: raw.id,
    companyId: raw.tool_room_company_id,
    name: raw.name,
    make: raw.make,
    /** Labelled Mfg Year in the forms. */
    model: raw.model,
    quantity: raw.quantity,
    description: raw.description,
    image: raw.image,
  })),
);
export type MyToolRoomMachine = v.InferOutput<typeof myToolRoomMachineSchema>;

const myToolRoomCompanySchema = v.pipe(
  v.object({
    ...listingEntries,
    logo: text(),
    address: text(),
    tool_room_machines: list(myToolRoomMachineSchema),
  }),
  v.transform((raw) => ({
    ...toSellerListing(raw),
    /** '' when the company has no logo: the screen shows its default image. */
    logo: raw.logo,
    address: raw.address,
    machines: raw.tool_room_machines,
  })),
);
/** One of the seller's tool-and-die companies, with its review status and machines. */
export type MyToolRoomCompany = v.InferOutput<typeof myToolRoomCompanySchema>;

/** The company form: name, address, country, state and city are required. */
export interface ToolRoomCompanyForm {
  name: string;
  address: string;
  countryId: FormNumber;
  state: string;
  city: string;
  description?: string;
  /** On an update, no logo keeps the stored one. */
  logo?: File | null;
}

/** The machine form: name, make, model (Mfg Year) and quantity are required. */
export interface ToolRoomMachineForm {
  name: string;
  make: string;
  /** Labelled Mfg Year. */
  model: FormNumber;
  quantity: FormNumber;
  description?: string;
  /** On an update, no image keeps the stored one. */
  image?: File | null;
}

export interface NewToolRoomMachine extends ToolRoomMachineForm {
  companyId: number;
}

const companyFields: FieldMap<Omit<ToolRoomCompanyForm, 'logo'>> = {
  name: 'name',
  address: 'address',
  countryId: 'country_id',
  state: 'state',
  city: 'city',
  description: 'description',
};

const machineFields: FieldMap<Omit<NewToolRoomMachine, 'image'>> = {
  companyId: 'tool_room_company_id',
  name: 'name',
  make: 'make',
  model: 'model',
  quantity: 'quantity',
  description: 'description',
};

const companyData = (form: ToolRoomCompanyForm) =>
  toFormData(serverFields(form, companyFields), { logo: form.logo });
const machineData = (form: ToolRoomMachineForm | NewToolRoomMachine) =>
  toFormData(serverFields(form, machineFields as FieldMap<typeof form>), { image: form.image });

const companyNames = formFieldNames(companyFields, { logo: 'logo' });
const machineNames = formFieldNames(machineFields, { image: 'image' });

/** One company, or null when it is unknown or not the seller's (the answer's own `error: 1`). */
async function getCompany(url: string, options?: CallOptions): Promise<MyToolRoomCompany | null> {
  const body = await apiClient().request({
    method: 'GET',
    url,
    schema: v.object({ error: count(), company: v.nullish(myToolRoomCompanySchema, null) }),
    validatesEnvelope: false,
    options,
  });
  return body.error === 1 ? null : body.company;
}

const path = (base: string, itemId: number) => `${base}/${encodeURIComponent(itemId)}`;

/** GET /tool-room-company: the seller's companies, pending or approved. */
export async function getMyToolRoomCompanies(options?: CallOptions): Promise<MyToolRoomCompany[]> {
  const body = await apiClient().request({
    method: 'GET',
    url: '/tool-room-company',
    schema: v.object({ company: list(myToolRoomCompanySchema) }),
    options,
  });
  return body.company;
}

/** GET /tool-room-company/{id}: one of the seller's companies with its machines, or null. */
export function getMyToolRoomCompany(companyId: number, options?: CallOptions) {
  return getCompany(path('/tool-room-company', companyId), options);
}

/**
 * GET /tool-room-company/{id}/edit: the company for the edit form, or null. The spec's app glued the
 * id to the path (`/tool-room-company1/edit`), a defect; this calls the intended path.
 */
export function getToolRoomCompanyForEdit(companyId: number, options?: CallOptions) {
  return getCompany(`${path('/tool-room-company', companyId)}/edit`, options);
}

/** POST /tool-room-company (multipart, with the logo): the new company waits for review. */
export function addToolRoomCompany(
  form: ToolRoomCompanyForm,
  options?: UploadOptions,
): Promise<SavedListing> {
  return submitForm('/tool-room-company', companyData(form), companyNames, options);
}

/**
 * POST /tool-room-company/{id} (assumed: the spec shows no company update call; shaped like the machine update).
 * A server without it answers 404, which the edit form shows as the reason, keeping what was typed.
 */
export function updateToolRoomCompany(
  companyId: number,
  form: ToolRoomCompanyForm,
  options?: UploadOptions,
): Promise<SavedListing> {
  return submitForm(path('/tool-room-company', companyId), companyData(form), companyNames, options);
}

/** DELETE /tool-room-company/{id}: the company and its machines. */
export function deleteToolRoomCompany(companyId: number, options?: CallOptions): Promise<MessageResponse> {
  return apiClient().request({
    method: 'DELETE',
    url: path('/tool-room-company', companyId),
    schema: messageResponse,
    options,
  });
}

/** POST /tool-room-machine (multipart): adds a machine to one of the seller's companies. */
export function addToolRoomMachine(form: NewToolRoomMachine, options?: UploadOptions): Promise<SavedListing> {
  return submitForm('/tool-room-machine', machineData(form), machineNames, options);
}

/** POST /tool-room-machine/{id} (multipart). */
export function updateToolRoomMachine(
  machineId: number,
  form: ToolRoomMachineForm,
  options?: UploadOptions,
): Promise<SavedListing> {
  return submitForm(path('/tool-room-machine', machineId), machineData(form), machineNames, options);
}

/** GET /tool-room-machine/{id}: one machine of the seller's companies, or null. */
export async function getMyToolRoomMachine(
  machineId: number,
  options?: CallOptions,
): Promise<MyToolRoomMachine | null> {
  const body = await apiClient().request({
    method: 'GET',
    url: path('/tool-room-machine', machineId),
    schema: v.object({ error: count(), machine: v.nullish(myToolRoomMachineSchema, null) }),
    validatesEnvelope: false,
    options,
  });
  return body.error === 1 ? null : body.machine;
}

/** DELETE /tool-room-machine/{id}. */
export function deleteToolRoomMachine(machineId: number, options?: CallOptions): Promise<MessageResponse> {
  return apiClient().request({
    method: 'DELETE',
    url: path('/tool-room-machine', machineId),
    schema: messageResponse,
    options,
  });
}
