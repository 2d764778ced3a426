import { serverDate } from '../seed/clock';
import { del, get, invalid, json, post, readBody, type RouteContext } from '../http';
import { countries, countryRelation } from '../seed/lookups';
import { toolRoomMachines, toolRooms, type ToolRoomRow } from '../seed/toolRooms';
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
 * A seller's own tool-and-die companies and their machines, in the same tables as the public
 * tool-room list: a new company waits for review (`Pending`).
 */

const COMPANY_RULES: FormRules = {
  name: { required: true },
  address: { required: true },
  country_id: { required: true, exists: countries },
  state: { required: true },
  city: { required: true },
  logo: { image: true },
};

const MACHINE_RULES: FormRules = {
  tool_room_company_id: { required: true },
  name: { required: true },
  make: { required: true },
  // Labelled Mfg Year in the forms; free text, as the spec sets no format.
  model: { required: true },
  quantity: { required: true, numeric: true },
  image: { image: true },
};

const present = (row: ToolRoomRow) => ({
  ...row,
  country: countryRelation(row.country_id),
  ...sellerFields(row.sellerid),
  tool_room_machines: toolRoomMachines.where((machine) => machine.tool_room_company_id === row.id),
});

const auth = { auth: true };
const notFound = (context: RouteContext) => invalid(context, 'Record Not Found');
const notYours = (context: RouteContext) => invalid(context, 'You can only change your own listings.');

/** The signed-in seller's company, or the error answer. */
function ownCompany(context: RouteContext, id: unknown) {
  const row = toolRooms.find(typeof id === 'string' ? id : null);
  if (!row) return { error: notFound(context) };
  if (row.sellerid !== context.user.id) return { error: notYours(context) };
  return { row };
}

/** A machine of one of the signed-in seller's companies, or the error answer. */
function ownMachine(context: RouteContext, id: unknown) {
  const machine = toolRoomMachines.find(typeof id === 'string' ? id : null);
  if (!machine) return { error: notFound(context) };
  const company = toolRooms.find(machine.tool_room_company_id);
  if (company?.sellerid !== context.user.id) return { error: notYours(context) };
  return { machine };
}

function companyColumns(body: Record<string, string>, current?: ToolRoomRow) {
  return {
    name: textField(body, 'name'),
    address: textField(body, 'address'),
    country_id: numberField(body, 'country_id') ?? 0,
    state: textField(body, 'state'),
    city: textField(body, 'city'),
    description: textField(body, 'description'),
    logo: imageField(body, 'logo', current?.logo),
  };
}

function machineColumns(body: Record<string, string>, image = '') {
  return {
    name: textField(body, 'name'),
    make: textField(body, 'make'),
    model: textField(body, 'model'),
    quantity: numberField(body, 'quantity') ?? 0,
    description: textField(body, 'description'),
    image: imageField(body, 'image', image),
  };
}

/** One company of the signed-in seller (details and edit screens): `error: 1` when unknown or not theirs. */
function ownCompanyAnswer(context: RouteContext) {
  const found = ownCompany(context, context.params.id);
  if (found.error) return json(context, { error: 1, msg: 'Record Not Found', company: null });
  return json(context, { error: 0, company: present(found.row) });
}

export const sellerToolRoomHandlers = [
  get(
    '/tool-room-company',
    (context) =>
      json(context, {
        company: toolRooms.where((row) => row.sellerid === context.user.id).map(present),
      }),
    auth,
  ),

  post(
    '/tool-room-company',
    async (context) => {
      const body = await readBody(context.request);
      const errors = validateForm(body, COMPANY_RULES);
      if (hasErrors(errors)) return invalid(context, FIX_FIELDS_MESSAGE, errors);
      const created = toolRooms.insert({
        ...companyColumns(body),
        approved: 'Pending',
        sellerid: context.user.id,
        created_at: serverDate(),
      } as Omit<ToolRoomRow, 'id'>);
      return json(context, {
        error: 0,
        msg: 'Tool room company added successfully. It will be published after review.',
        id: created.id,
      });
    },
    auth,
  ),

  // The edit form loads its company here. The app asked for `/tool-room-company1/edit` (the id glued
  // to the path, a defect); both spellings are answered.
  get('/tool-room-company/:id/edit', ownCompanyAnswer, auth),
  get('/tool-room-company:id/edit', ownCompanyAnswer, auth),

  get('/tool-room-company/:id', ownCompanyAnswer, auth),

  // Updating a company is not among the spec's calls; this follows the machine update (POST /{id}).
  post(
    '/tool-room-company/:id',
    async (context) => {
      const found = ownCompany(context, context.params.id);
      if (found.error) return found.error;
      const body = await readBody(context.request);
      const errors = validateForm(body, COMPANY_RULES);
      if (hasErrors(errors)) return invalid(context, FIX_FIELDS_MESSAGE, errors);
      toolRooms.update(found.row.id, companyColumns(body, found.row));
      return json(context, { error: 0, msg: 'Tool room company updated successfully.', id: found.row.id });
    },
    auth,
  ),

  del(
    '/tool-room-company/:id',
    (context) => {
      const found = ownCompany(context, context.params.id);
      if (found.error) return found.error;
      for (const machine of toolRoomMachines.where((m) => m.tool_room_company_id === found.row.id)) {
        toolRoomMachines.remove(machine.id);
      }
      toolRooms.remove(found.row.id);
      return json(context, { error: 0, msg: 'Tool room company deleted successfully.' });
    },
    auth,
  ),

  post(
    '/tool-room-machine',
    async (context) => {
      const body = await readBody(context.request);
      const errors = validateForm(body, MACHINE_RULES);
      const company = toolRooms.find(body.tool_room_company_id);
      if (!errors.tool_room_company_id && company?.sellerid !== context.user.id) {
        errors.tool_room_company_id = ['The selected tool room company id is invalid.'];
      }
      if (hasErrors(errors)) return invalid(context, FIX_FIELDS_MESSAGE, errors);
      const created = toolRoomMachines.insert({
        ...machineColumns(body),
        tool_room_company_id: Number(body.tool_room_company_id),
      });
      return json(context, { error: 0, msg: 'Machine added successfully.', id: created.id });
    },
    auth,
  ),

  post(
    '/tool-room-machine/:id',
    async (context) => {
      const found = ownMachine(context, context.params.id);
      if (found.error) return found.error;
      const body = await readBody(context.request);
      // The machine stays with its company; the edit form need not send the company id.
      const errors = validateForm(body, { ...MACHINE_RULES, tool_room_company_id: {} });
      if (hasErrors(errors)) return invalid(context, FIX_FIELDS_MESSAGE, errors);
      toolRoomMachines.update(found.machine.id, machineColumns(body, found.machine.image));
      return json(context, { error: 0, msg: 'Machine updated successfully.', id: found.machine.id });
    },
    auth,
  ),

  get(
    '/tool-room-machine/:id',
    (context) => {
      const found = ownMachine(context, context.params.id);
      if (found.error) return json(context, { error: 1, msg: 'Record Not Found', machine: null });
      return json(context, { error: 0, machine: found.machine });
    },
    auth,
  ),

  del(
    '/tool-room-machine/:id',
    (context) => {
      const found = ownMachine(context, context.params.id);
      if (found.error) return found.error;
      toolRoomMachines.remove(found.machine.id);
      return json(context, { error: 0, msg: 'Machine deleted successfully.' });
    },
    auth,
  ),
];
