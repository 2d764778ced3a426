import { describe, expect, it } from 'vitest';
import {
  addToolRoomCompany,
  addToolRoomMachine,
  ApiValidationError,
  approveDemoListings,
  deleteToolRoomCompany,
  deleteToolRoomMachine,
  getMyToolRoomCompanies,
  getMyToolRoomCompany,
  getMyToolRoomMachine,
  getToolRoomCompanyForEdit,
  getToolRooms,
  updateToolRoomCompany,
  updateToolRoomMachine,
  type ToolRoomCompanyForm,
  type ToolRoomMachineForm,
} from '@plastihub/api-client';
import { server } from '../src/node';
import { createSession } from '../src/db/users';
import { toolRoomMachines, toolRooms } from '../src/seed/toolRooms';
import { signIn, useContractClient } from './harness';
import { fieldErrorsOf, itHandlesFaults, itRequiresSignIn } from './failures';
import { pngFile, textFile } from './files';

const companyForm = (): ToolRoomCompanyForm => ({
  name: 'Mehta Precision Moulds',
  address: 'Plot 88, Naroda GIDC',
  countryId: 1,
  state: 'Gujarat',
  city: 'Ahmedabad',
  description: 'Two-plate and hot-runner moulds up to 800 T.',
  logo: pngFile('logo.png'),
});

const machineForm = (): ToolRoomMachineForm => ({
  name: 'Wire Cut EDM',
  make: 'Electronica',
  model: 2020,
  quantity: 2,
  description: 'Ecocut, 0.25 mm brass wire',
  image: pngFile('edm.png'),
});

/** A company and a machine of another seller (Neha Gupta, user 7). */
const othersCompanyId = () => toolRooms.where((row) => row.sellerid !== 1)[0]?.id ?? 0;
const othersMachineId = () =>
  toolRoomMachines.where((m) => m.tool_room_company_id === othersCompanyId())[0]?.id ?? 0;

describe('seller tool-and-die companies', () => {
  useContractClient();

  it('adds a company with its logo (multipart); it waits for review', async () => {
    signIn(1);
    const sent: FormData[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'POST')
        void request
          .clone()
          .formData()
          .then((form) => sent.push(form));
    };
    server.events.on('request:start', listener);
    const progress: number[] = [];
    const saved = await addToolRoomCompany(companyForm(), { onUploadProgress: (f) => progress.push(f) });
    server.events.removeListener('request:start', listener);

    expect(saved.msg).toBe('Tool room company added successfully. It will be published after review.');
    expect(progress.at(-1)).toBe(1);
    expect(sent[0]?.get('name')).toBe('Mehta Precision Moulds');
    expect(sent[0]?.get('country_id')).toBe('1');
    expect(sent[0]?.get('logo')).toMatchObject({ type: 'image/png', size: pngFile().size });

    const mine = await getMyToolRoomCompanies();
    expect(mine.map((c) => c.name)).toContain('Mehta Precision Moulds');
    expect(mine.every((c) => c.seller.id === 1)).toBe(true);
    const created = mine.find((c) => c.id === saved.id);
    expect(created).toMatchObject({
      status: 'Pending',
      country: 'India',
      countryId: 1,
      city: 'Ahmedabad',
      machines: [],
    });
    expect(created?.logo).toMatch(/^data:image\/png;base64,/);
  });

  it('publishes the company in the public tool-room list once the demo control approves it', async () => {
    signIn(1);
    const { id } = await addToolRoomCompany(companyForm());
    expect((await getToolRooms()).map((c) => c.id)).not.toContain(id);
    await approveDemoListings({ kind: 'tool-room', id: id ?? 0 });
    expect((await getToolRooms()).map((c) => c.id)).toContain(id);
    expect((await getMyToolRoomCompany(id ?? 0))?.status).toBe('Approved');
  });

  it('answers one of the seller’s companies for the details and edit screens, null for others', async () => {
    signIn(1);
    const { id } = await addToolRoomCompany(companyForm());
    expect(await getMyToolRoomCompany(id ?? 0)).toMatchObject({ id, name: 'Mehta Precision Moulds' });
    expect(await getToolRoomCompanyForEdit(id ?? 0)).toMatchObject({ id, address: 'Plot 88, Naroda GIDC' });
    expect(await getMyToolRoomCompany(othersCompanyId())).toBeNull();
    expect(await getToolRoomCompanyForEdit(othersCompanyId())).toBeNull();
    expect(await getMyToolRoomCompany(9999)).toBeNull();
  });

  it('also answers the app’s glued path /tool-room-company{id}/edit', async () => {
    const token = createSession(1);
    const own = toolRooms.where((row) => row.sellerid === 1)[0];
    const response = await fetch(`http://localhost/api/tool-room-company${own?.id}/edit`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await response.json()).toMatchObject({ error: 0, company: { id: own?.id, name: own?.name } });
  });

  it('rejects an empty company form, a non-image logo, with the first message per field', async () => {
    signIn(1);
    const empty = { name: '', address: '', countryId: '', state: '', city: '' };
    expect(await fieldErrorsOf(addToolRoomCompany(empty))).toEqual({
      name: 'The name field is required.',
      address: 'The address field is required.',
      countryId: 'The country id field is required.',
      state: 'The state field is required.',
      city: 'The city field is required.',
    });
    expect(await fieldErrorsOf(addToolRoomCompany({ ...companyForm(), logo: textFile() }))).toEqual({
      logo: 'The logo field must be an image.',
    });
    expect(await fieldErrorsOf(addToolRoomCompany({ ...companyForm(), countryId: 999 }))).toEqual({
      countryId: 'The selected country id is invalid.',
    });
  });

  it('updates the seller’s company, keeping the logo when none is sent', async () => {
    signIn(1);
    const { id } = await addToolRoomCompany(companyForm());
    const logo = (await getMyToolRoomCompany(id ?? 0))?.logo;
    const saved = await updateToolRoomCompany(id ?? 0, { ...companyForm(), city: 'Gandhinagar', logo: null });
    expect(saved.msg).toBe('Tool room company updated successfully.');
    expect(await getMyToolRoomCompany(id ?? 0)).toMatchObject({ city: 'Gandhinagar', logo });
    const error = await updateToolRoomCompany(othersCompanyId(), companyForm()).catch((e: unknown) => e);
    expect((error as Error).message).toBe('You can only change your own listings.');
  });

  it('deletes the seller’s company with its machines, and refuses someone else’s', async () => {
    signIn(1);
    const { id } = await addToolRoomCompany(companyForm());
    const machine = await addToolRoomMachine({ ...machineForm(), companyId: id ?? 0 });
    expect((await deleteToolRoomCompany(id ?? 0)).msg).toBe('Tool room company deleted successfully.');
    expect(await getMyToolRoomCompany(id ?? 0)).toBeNull();
    expect(await getMyToolRoomMachine(machine.id ?? 0)).toBeNull();
    const error = await deleteToolRoomCompany(othersCompanyId()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiValidationError);
    expect(toolRooms.find(othersCompanyId())).toBeDefined();
  });

  itRequiresSignIn({
    getMyToolRoomCompanies: () => getMyToolRoomCompanies(),
    getMyToolRoomCompany: () => getMyToolRoomCompany(3),
    getToolRoomCompanyForEdit: () => getToolRoomCompanyForEdit(3),
    addToolRoomCompany: () => addToolRoomCompany(companyForm()),
    updateToolRoomCompany: () => updateToolRoomCompany(3, companyForm()),
    deleteToolRoomCompany: () => deleteToolRoomCompany(3),
  });
});

describe('seller tool-and-die machines', () => {
  useContractClient();

  it('adds a machine to the seller’s company; it shows in the company’s list', async () => {
    signIn(1);
    const { id: companyId } = await addToolRoomCompany(companyForm());
    const progress: number[] = [];
    const saved = await addToolRoomMachine(
      { ...machineForm(), companyId: companyId ?? 0 },
      { onUploadProgress: (f) => progress.push(f) },
    );
    expect(saved.msg).toBe('Machine added successfully.');
    expect(progress.at(-1)).toBe(1);
    const machine = await getMyToolRoomMachine(saved.id ?? 0);
    expect(machine).toMatchObject({
      companyId,
      name: 'Wire Cut EDM',
      make: 'Electronica',
      model: '2020',
      quantity: 2,
    });
    expect(machine?.image).toMatch(/^data:image\/png;base64,/);
    expect((await getMyToolRoomCompany(companyId ?? 0))?.machines.map((m) => m.id)).toEqual([saved.id]);
  });

  it('rejects an empty machine form, and a company that is not the seller’s', async () => {
    signIn(1);
    const own = toolRooms.where((row) => row.sellerid === 1)[0]?.id ?? 0;
    expect(
      await fieldErrorsOf(
        addToolRoomMachine({ companyId: own, name: '', make: '', model: '', quantity: '' }),
      ),
    ).toEqual({
      name: 'The name field is required.',
      make: 'The make field is required.',
      model: 'The model field is required.',
      quantity: 'The quantity field is required.',
    });
    expect(
      await fieldErrorsOf(addToolRoomMachine({ ...machineForm(), companyId: othersCompanyId() })),
    ).toEqual({
      companyId: 'The selected tool room company id is invalid.',
    });
    expect(
      await fieldErrorsOf(addToolRoomMachine({ ...machineForm(), companyId: own, quantity: 'two' })),
    ).toEqual({
      quantity: 'The quantity field must be a number.',
    });
  });

  it('updates and deletes the seller’s machine; another seller’s is refused and unreadable', async () => {
    signIn(1);
    const own = toolRooms.where((row) => row.sellerid === 1)[0]?.id ?? 0;
    const { id } = await addToolRoomMachine({ ...machineForm(), companyId: own });
    const image = (await getMyToolRoomMachine(id ?? 0))?.image;
    const saved = await updateToolRoomMachine(id ?? 0, { ...machineForm(), quantity: 3, image: null });
    expect(saved.msg).toBe('Machine updated successfully.');
    expect(await getMyToolRoomMachine(id ?? 0)).toMatchObject({ quantity: 3, image, companyId: own });

    expect(await getMyToolRoomMachine(othersMachineId())).toBeNull();
    const updateError = await updateToolRoomMachine(othersMachineId(), machineForm()).catch(
      (e: unknown) => e,
    );
    expect((updateError as Error).message).toBe('You can only change your own listings.');
    const deleteError = await deleteToolRoomMachine(othersMachineId()).catch((e: unknown) => e);
    expect(deleteError).toBeInstanceOf(ApiValidationError);

    expect((await deleteToolRoomMachine(id ?? 0)).msg).toBe('Machine deleted successfully.');
    expect(await getMyToolRoomMachine(id ?? 0)).toBeNull();
  });

  itRequiresSignIn({
    addToolRoomMachine: () => addToolRoomMachine({ ...machineForm(), companyId: 3 }),
    updateToolRoomMachine: () => updateToolRoomMachine(1, machineForm()),
    getMyToolRoomMachine: () => getMyToolRoomMachine(1),
    deleteToolRoomMachine: () => deleteToolRoomMachine(1),
  });

  itHandlesFaults({
    getMyToolRoomCompanies: { endpoint: '/tool-room-company', call: () => getMyToolRoomCompanies() },
    getMyToolRoomCompany: { endpoint: '/tool-room-company/:id', call: () => getMyToolRoomCompany(3) },
    getToolRoomCompanyForEdit: {
      endpoint: '/tool-room-company/:id/edit',
      call: () => getToolRoomCompanyForEdit(3),
    },
    addToolRoomCompany: { endpoint: '/tool-room-company', call: () => addToolRoomCompany(companyForm()) },
    updateToolRoomCompany: {
      endpoint: '/tool-room-company/:id',
      call: () => updateToolRoomCompany(3, companyForm()),
    },
    deleteToolRoomCompany: { endpoint: '/tool-room-company/:id', call: () => deleteToolRoomCompany(3) },
    addToolRoomMachine: {
      endpoint: '/tool-room-machine',
      call: () => addToolRoomMachine({ ...machineForm(), companyId: 3 }),
    },
    updateToolRoomMachine: {
      endpoint: '/tool-room-machine/:id',
      call: () => updateToolRoomMachine(1, machineForm()),
    },
    getMyToolRoomMachine: { endpoint: '/tool-room-machine/:id', call: () => getMyToolRoomMachine(1) },
    deleteToolRoomMachine: { endpoint: '/tool-room-machine/:id', call: () => deleteToolRoomMachine(1) },
  });
});
