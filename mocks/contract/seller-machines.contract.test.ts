import { afterEach, describe, expect, it } from 'vitest';
import {
  ApiValidationError,
  approveDemoListings,
  type DemoListingKind,
  type SellerMachineForm,
  type SavedListing,
  machineCalls,
  sellerMachineCalls,
} from '@plastihub/api-client';
import type { UploadOptions } from '@plastihub/api-client';
import { server } from '../src/node';
import { blowMoldingMachines, extruderMachines, injectionMachines } from '../src/seed/machines';
import { toolRooms } from '../src/seed/toolRooms';
import { signIn, useContractClient } from './harness';
import { fieldErrorsOf, itHandlesFaults, itRequiresSignIn } from './failures';
import { pngFile, textFile } from './files';

/** What the mock received: the multipart fields, with files as `File`. */
let received: Array<{ url: string; type: string; form: FormData | null }> = [];
function recordRequests() {
  received = [];
  const listener = ({ request }: { request: Request }) => {
    const type = request.headers.get('content-type') ?? '';
    const form = type.includes('multipart/form-data') ? request.clone().formData() : Promise.resolve(null);
    void form.then((data) => received.push({ url: request.url, type, form: data }));
  };
  server.events.on('request:start', listener);
  return () => server.events.removeListener('request:start', listener);
}

const location = { countryId: 1, state: 'Gujarat', city: 'Ahmedabad', zipCode: '382445' };

interface Machine {
  id: number;
  name: string;
  status: string;
  images: string[];
  make: string;
  mfgYear: number | null;
  country: string;
  spareCapacityHoursPerMonth: number | null;
  seller: { id: number | null; companyName: string };
}

/** One machine kind's calls and forms, so every kind runs the same contract. */
interface KindCase<F> {
  kind: DemoListingKind;
  defaultName: string;
  /** The mock's paths, for fault injection. */
  paths: Record<'dropdown' | 'add' | 'update' | 'mine' | 'details' | 'remove', string>;
  form: () => F;
  options: () => Promise<unknown>;
  add: (form: F, options?: UploadOptions) => Promise<SavedListing>;
  update: (id: number, form: F, options?: UploadOptions) => Promise<SavedListing>;
  mine: () => Promise<Machine[]>;
  details: (id: number) => Promise<Machine | null>;
  remove: (id: number) => Promise<{ msg: string }>;
  publicIds: () => Promise<number[]>;
  othersMachineId: () => number;
  /** The first field errors of an empty add form, by form field. */
  emptyAddErrors: Record<string, string>;
  /** Required on edit only. */
  editOnly: Record<string, string>;
}

const injection: KindCase<SellerMachineForm> = {
  kind: 'injection',
  paths: {
    dropdown: '/injection-modling-machine-dropdown',
    add: '/injection-modling-machine-add',
    update: '/injection-modling-machine-update',
    mine: '/my-injection-modling-machine',
    details: '/my-injection-modling-machine-details',
    remove: '/injection-modling-machine-delete',
  },
  options: sellerMachineCalls.injection.options,
  defaultName: 'Injection Molding Machine',
  form: () => ({
    make: 'JSW',
    mfgYear: 2019,
    machineSizeTon: 180,
    shotWeightGrams: 420,
    platenLengthMm: 610,
    platenWidthMm: 580,
    tieBarLengthMm: 415,
    tieBarWidthMm: 390,
    spareCapacityHoursPerMonth: 240,
    machineDrive: 'Servo Hydraulic',
    machineOperation: 'Automatic',
    rawMaterialFeed: 'Hopper',
    description: 'Two shifts free for caps and closures.',
    ...location,
    images: [pngFile('front.png'), pngFile('side.png')],
  }),
  add: sellerMachineCalls.injection.add,
  update: sellerMachineCalls.injection.update,
  mine: sellerMachineCalls.injection.mine,
  details: sellerMachineCalls.injection.details,
  remove: sellerMachineCalls.injection.remove,
  publicIds: async () => (await machineCalls.injection.list({ type: 'rent' })).map((m) => m.id),
  othersMachineId: () => injectionMachines.where((m) => m.sellerid !== 1)[0]?.id ?? 0,
  emptyAddErrors: {
    machineSizeTon: 'The machine size field is required.',
    shotWeightGrams: 'The shot wt field is required.',
    platenLengthMm: 'The platen size length field is required.',
    platenWidthMm: 'The platen size width field is required.',
    tieBarLengthMm: 'The tie bar distance length field is required.',
    tieBarWidthMm: 'The tie bar distance width field is required.',
    make: 'The make field is required.',
    mfgYear: 'The mfg year field is required.',
    countryId: 'The country id field is required.',
    state: 'The state field is required.',
    city: 'The city field is required.',
    zipCode: 'The zip code field is required.',
  },
  editOnly: { spareCapacityHoursPerMonth: 'The spare capacity field is required.' },
};

const blowMolding: KindCase<SellerMachineForm> = {
  kind: 'blowMolding',
  paths: {
    dropdown: '/blow-molding-machine-dropdown',
    add: '/blow-molding-machine-add',
    update: '/blow-molding-machine-update',
    mine: '/my-blow-molding-machine',
    details: '/my-blow-molding-machine-details',
    remove: '/blow-molding-machine-delete',
  },
  options: sellerMachineCalls.blowMolding.options,
  defaultName: 'Blow Molding Machine',
  form: () => ({
    make: 'Jagmohan Pla-Mach',
    mfgYear: 2017,
    machineSizeTon: 25,
    accumulatorCapacityLitres: 10,
    shotCapacityGrams: 2200,
    platenLengthMm: 700,
    platenWidthMm: 640,
    tieBarLengthMm: 490,
    tieBarWidthMm: 420,
    spareCapacityHoursPerMonth: 300,
    machineDrive: 'Hydraulic',
    machineOperation: 'Semi Automatic',
    rawMaterialFeed: 'Vacuum Auto Loader',
    description: 'Accumulator head machine for 20 litre jerrycans.',
    ...location,
    images: [pngFile('blow.png')],
  }),
  add: sellerMachineCalls.blowMolding.add,
  update: sellerMachineCalls.blowMolding.update,
  mine: sellerMachineCalls.blowMolding.mine,
  details: sellerMachineCalls.blowMolding.details,
  remove: sellerMachineCalls.blowMolding.remove,
  publicIds: async () => (await machineCalls.blowMolding.list({ type: 'rent' })).map((m) => m.id),
  othersMachineId: () => blowMoldingMachines.where((m) => m.sellerid !== 1)[0]?.id ?? 0,
  emptyAddErrors: {
    name: 'The name field is required.',
    description: 'The description field is required.',
    machineSizeTon: 'The machine size field is required.',
    accumulatorCapacityLitres: 'The accumulator capacity field is required.',
    spareCapacityHoursPerMonth: 'The spare capacity field is required.',
    platenLengthMm: 'The platen size length field is required.',
    platenWidthMm: 'The platen size width field is required.',
    tieBarLengthMm: 'The tie bar distance length field is required.',
    tieBarWidthMm: 'The tie bar distance width field is required.',
    machineDrive: 'The machine drive field is required.',
    machineOperation: 'The machine operation field is required.',
    rawMaterialFeed: 'The raw material feed field is required.',
    images: 'The image1 field is required.',
    make: 'The make field is required.',
    mfgYear: 'The mfg year field is required.',
    countryId: 'The country id field is required.',
    state: 'The state field is required.',
    city: 'The city field is required.',
    zipCode: 'The zip code field is required.',
  },
  editOnly: {},
};

const extruder: KindCase<SellerMachineForm> = {
  kind: 'extruder',
  paths: {
    dropdown: '/extruder-machine-dropdown',
    add: '/extruder-machine-add',
    update: '/extruder-machine-update',
    mine: '/my-extruder-machine',
    details: '/my-extruder-machine-details',
    remove: '/extruder-machine-delete',
  },
  options: sellerMachineCalls.extruder.options,
  defaultName: 'Extruder Machine',
  form: () => ({
    make: 'Rajoo Engineers',
    mfgYear: 2021,
    machineType: 'Single Screw',
    application: 'Blown Film',
    extrusionCapacityKgPerHour: 250,
    spareCapacityHoursPerMonth: 200,
    rawMaterialFeed: 'Hopper',
    description: 'Three-layer blown film line, 65 mm screws.',
    ...location,
    images: [pngFile('extruder.png')],
  }),
  add: sellerMachineCalls.extruder.add,
  update: sellerMachineCalls.extruder.update,
  mine: sellerMachineCalls.extruder.mine,
  details: sellerMachineCalls.extruder.details,
  remove: sellerMachineCalls.extruder.remove,
  publicIds: async () => (await machineCalls.extruder.list({ type: 'rent' })).map((m) => m.id),
  othersMachineId: () => extruderMachines.where((m) => m.sellerid !== 1)[0]?.id ?? 0,
  emptyAddErrors: {
    machineType: 'The machine type field is required.',
    make: 'The make field is required.',
    mfgYear: 'The mfg year field is required.',
    countryId: 'The country id field is required.',
    state: 'The state field is required.',
    city: 'The city field is required.',
    zipCode: 'The zip code field is required.',
  },
  editOnly: {
    extrusionCapacityKgPerHour: 'The extrusion capacity field is required.',
    spareCapacityHoursPerMonth: 'The spare capacity field is required.',
  },
};

const emptyForm = {
  name: '',
  make: '',
  mfgYear: '',
  countryId: '',
  state: '',
  city: '',
  zipCode: '',
} as const;

describe.each([
  ['injection molding', injection],
  ['blow molding', blowMolding],
  ['extruder', extruder],
] as Array<[string, KindCase<object>]>)('seller %s machines', (_label, kind) => {
  useContractClient();
  let stopRecording = () => {};
  afterEach(() => stopRecording());

  it('adds a machine from a multipart form, with upload progress, waiting for review', async () => {
    signIn(1);
    stopRecording = recordRequests();
    const progress: number[] = [];
    const saved = await kind.add(kind.form(), { onUploadProgress: (f) => progress.push(f) });
    expect(saved.msg).toMatch(/added successfully\. It will be published after review\.$/);
    expect(progress.at(-1)).toBe(1);

    const sent = received.find((r) => r.form)?.form;
    expect(received[0]?.type).toContain('multipart/form-data');
    expect(sent?.get('make')).toBe((kind.form() as { make: string }).make);
    expect(sent?.get('name')).toBe(kind.defaultName);
    expect(sent?.get('zip_code')).toBe('382445');
    // A file part, not text (the test environment's File is of another realm, so no instanceof).
    expect(sent?.get('image1')).toMatchObject({ type: 'image/png', size: pngFile().size });
    const imageCount = (kind.form() as { images: File[] }).images.length;
    expect([1, 2, 3, 4].filter((n) => sent?.has(`image${n}`))).toHaveLength(imageCount);

    const mine = await kind.mine();
    const created = mine.find((m) => m.id === saved.id);
    expect(created).toMatchObject({
      name: kind.defaultName,
      status: 'Pending',
      mfgYear: (kind.form() as { mfgYear: number }).mfgYear,
      country: 'India',
      seller: { id: 1, companyName: 'Mehta Polymers Pvt. Ltd.' },
    });
    expect(created?.images[0]).toMatch(/^data:image\/png;base64,/);
    expect(mine.every((m) => m.seller.id === 1)).toBe(true);
  });

  it('publishes the machine in the public list once the demo control approves it', async () => {
    signIn(1);
    const { id } = await kind.add(kind.form());
    expect(await kind.publicIds()).not.toContain(id);
    const result = await approveDemoListings({ kind: kind.kind, id: id ?? 0 });
    expect(result.approved).toBe(1);
    expect(await kind.publicIds()).toContain(id);
    expect((await kind.details(id ?? 0))?.status).toBe('Approved');
  });

  it('answers the details as the seller’s own machine, or null for someone else’s', async () => {
    signIn(1);
    const { id } = await kind.add(kind.form());
    const details = await kind.details(id ?? 0);
    expect(details).toMatchObject({
      id,
      make: (kind.form() as { make: string }).make,
      spareCapacityHoursPerMonth: expect.any(Number),
    });
    expect(await kind.details(kind.othersMachineId())).toBeNull();
  });

  it('rejects an empty form with the first message per field, under the form’s names', async () => {
    signIn(1);
    const errors = await fieldErrorsOf(kind.add({ ...emptyForm } as object));
    expect(errors).toEqual(kind.emptyAddErrors);
  });

  it('rejects files that are not images', async () => {
    signIn(1);
    const errors = await fieldErrorsOf(kind.add({ ...kind.form(), images: [textFile()] }));
    expect(errors).toEqual({ images: 'The image1 field must be an image.' });
  });

  it('updates the seller’s machine, keeping the stored images when none are sent', async () => {
    signIn(1);
    const { id } = await kind.add(kind.form());
    const before = await kind.details(id ?? 0);
    const saved = await kind.update(id ?? 0, {
      ...kind.form(),
      make: 'Updated Make',
      mfgYear: 2022,
      images: [],
    });
    expect(saved.msg).toMatch(/updated successfully\.$/);
    const after = await kind.details(id ?? 0);
    expect(after).toMatchObject({ make: 'Updated Make', mfgYear: 2022, status: 'Pending' });
    expect(after?.images).toEqual(before?.images);
  });

  it('requires on edit what the add form may leave out', async () => {
    signIn(1);
    const { id } = await kind.add(kind.form());
    const form = { ...kind.form(), extrusionCapacityKgPerHour: '', spareCapacityHoursPerMonth: '' };
    if (Object.keys(kind.editOnly).length === 0) {
      expect((await fieldErrorsOf(kind.update(id ?? 0, form))).spareCapacityHoursPerMonth).toBe(
        'The spare capacity field is required.',
      );
      return;
    }
    await expect(kind.add(form)).resolves.toMatchObject({ id: expect.any(Number) });
    expect(await fieldErrorsOf(kind.update(id ?? 0, form))).toEqual(kind.editOnly);
  });

  it('refuses to update or delete someone else’s machine, and deletes the seller’s own', async () => {
    signIn(1);
    const others = kind.othersMachineId();
    const updateError = await kind.update(others, kind.form()).catch((e: unknown) => e);
    expect(updateError).toBeInstanceOf(ApiValidationError);
    expect((updateError as Error).message).toBe('You can only change your own listings.');
    const deleteError = await kind.remove(others).catch((e: unknown) => e);
    expect((deleteError as Error).message).toBe('You can only change your own listings.');

    const { id } = await kind.add(kind.form());
    expect((await kind.remove(id ?? 0)).msg).toMatch(/deleted successfully\.$/);
    expect(await kind.details(id ?? 0)).toBeNull();
    const missing = await kind.remove(id ?? 0).catch((e: unknown) => e);
    expect((missing as Error).message).toBe('Record Not Found');
  });

  itRequiresSignIn({
    add: () => kind.add(kind.form()),
    update: () => kind.update(1, kind.form()),
    mine: () => kind.mine(),
    details: () => kind.details(1),
    remove: () => kind.remove(1),
  });

  itHandlesFaults({
    options: { endpoint: kind.paths.dropdown, call: kind.options },
    add: { endpoint: kind.paths.add, call: () => kind.add(kind.form()) },
    update: { endpoint: kind.paths.update, call: () => kind.update(1, kind.form()) },
    mine: { endpoint: kind.paths.mine, call: () => kind.mine() },
    details: { endpoint: kind.paths.details, call: () => kind.details(1) },
    remove: { endpoint: kind.paths.remove, call: () => kind.remove(1) },
  });
});

describe('machine dropdowns', () => {
  useContractClient();

  it('offer the values the machine listings use, by the form fields they fill', async () => {
    const injectionOptions = await sellerMachineCalls.injection.options();
    expect(injectionOptions.machineDrive).toEqual(['All Electric', 'Hybrid', 'Hydraulic', 'Servo Hydraulic']);
    expect(injectionOptions.machineOperation).toEqual(['Automatic', 'Semi Automatic']);
    expect(injectionOptions.rawMaterialFeed).toEqual(['Central Conveying', 'Hopper', 'Vacuum Auto Loader']);
    const blowOptions = await sellerMachineCalls.blowMolding.options();
    expect(blowOptions.machineDrive).toEqual(['All Electric', 'Hydraulic', 'Servo Hydraulic']);
    const extruderOptions = await sellerMachineCalls.extruder.options();
    expect(extruderOptions.machineType).toEqual([
      'Single Screw',
      'Twin Screw (Conical)',
      'Twin Screw (Parallel)',
    ]);
    expect(extruderOptions.application).toContain('HDPE Pipe');
  });

  it('a value outside the dropdown is refused', async () => {
    signIn(1);
    const errors = await fieldErrorsOf(
      sellerMachineCalls.injection.add({ ...injection.form(), machineDrive: 'Steam' }),
    );
    expect(errors).toEqual({ machineDrive: 'The selected machine drive is invalid.' });
  });
});

describe('demo approval control (demo only)', () => {
  useContractClient();

  it('approves every pending listing of the signed-in seller, and only theirs', async () => {
    signIn(1);
    await sellerMachineCalls.injection.add(injection.form());
    await sellerMachineCalls.extruder.add(extruder.form());
    const othersPending = injectionMachines.where((m) => m.sellerid !== 1 && m.approved === 'Pending').length;
    const pendingOf = (rows: Array<{ sellerid: number; approved: string }>) =>
      rows.filter((row) => row.sellerid === 1 && row.approved === 'Pending').length;
    const ownPending =
      pendingOf(injectionMachines.all()) +
      pendingOf(blowMoldingMachines.all()) +
      pendingOf(extruderMachines.all()) +
      pendingOf(toolRooms.all());
    expect(ownPending).toBeGreaterThanOrEqual(2);
    const result = await approveDemoListings();
    expect(result.approved).toBe(ownPending);
    expect((await sellerMachineCalls.injection.mine()).every((m) => m.status === 'Approved')).toBe(true);
    expect(injectionMachines.where((m) => m.sellerid !== 1 && m.approved === 'Pending')).toHaveLength(
      othersPending,
    );
  });

  it('refuses someone else’s listing and an unknown kind', async () => {
    signIn(1);
    await expect(approveDemoListings({ kind: 'injection', id: injection.othersMachineId() })).rejects.toThrow(
      'Record Not Found',
    );
    await expect(approveDemoListings({ kind: 'rocket' as DemoListingKind })).rejects.toBeInstanceOf(
      ApiValidationError,
    );
  });

  itRequiresSignIn({ approveDemoListings: () => approveDemoListings() });
  itHandlesFaults({
    approveDemoListings: { endpoint: '/__demo/approve-listings', call: () => approveDemoListings() },
  });
});
