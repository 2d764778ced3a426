import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import MachineAddMenuScreen from './MachineAddMenuScreen';
import MachineViewMenuScreen from './MachineViewMenuScreen';
import MySellerMachineDetailsScreen from './MySellerMachineDetailsScreen';
import MySellerMachinesScreen from './MySellerMachinesScreen';
import SellerMachineAddScreen from './SellerMachineAddScreen';
import SellerMachineEditScreen from './SellerMachineEditScreen';
import { withApp } from '../../../../testing/AppStory';
import { LOAD, listCards, stateStories } from '../../../../testing/storyHelpers';

/** A seller's own machines: every kind is one configuration of these screens (sellerMachineKinds.ts). */
const meta = {
  title: 'Screens/Selling/Machines',
  tags: ['!autodocs'],
  component: SellerMachineAddScreen,
  args: { kind: 'injection' },
  decorators: [withApp({ path: '/injection-molding-machine-add', signedInAs: 1 })],
} satisfies Meta<typeof SellerMachineAddScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const choices = stateStories({ endpoint: '/injection-modling-machine-dropdown' });
const myInjectionMachines = stateStories({
  endpoint: '/my-injection-modling-machine',
  app: { path: '/injection-molding-machine-view', signedInAs: 1 },
  render: () => <MySellerMachinesScreen kind="injection" />,
});
const myExtruderMachines = stateStories({
  endpoint: '/my-extruder-machine',
  app: { path: '/my-extruder-machine-view', signedInAs: 1 },
  render: () => <MySellerMachinesScreen kind="extruder" />,
});
const injectionMachineDetails = stateStories({
  endpoint: '/my-injection-modling-machine-details',
  app: { path: '/my-injection-molding-machine-details?my_machine_id=2', signedInAs: 1 },
  render: () => <MySellerMachineDetailsScreen kind="injection" />,
});
const blowMoldingEdit = stateStories({
  endpoint: '/my-blow-molding-machine-details',
  app: { path: '/blow-molding-machine-edit?my_machine_id=3', signedInAs: 1 },
  render: () => <SellerMachineEditScreen kind="blowMolding" />,
});

const form = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('form', { name }));
const textbox = (fields: ReturnType<typeof within>, label: string) =>
  fields.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** The extruder add form's required fields. */
async function fillExtruder(fields: ReturnType<typeof within>) {
  const type = fields.getByRole('combobox', { name: /^Machine Type/ });
  await waitFor(() => expect(within(type).getAllByRole('option').length).toBeGreaterThan(1), LOAD);
  await userEvent.selectOptions(type, within(type).getAllByRole('option')[1] as HTMLOptionElement);
  await userEvent.type(textbox(fields, 'Make'), 'Windsor');
  await userEvent.type(textbox(fields, 'Mfg Year'), '2015');
  await userEvent.type(textbox(fields, 'State/Province'), 'Gujarat');
  await userEvent.type(textbox(fields, 'City'), 'Vapi');
  await userEvent.type(textbox(fields, 'Pincode'), '396195');
}

/** The add form: the fixed, read-only name; document 3's required fields marked; spare capacity optional. */
export const InjectionAdd: Story = {
  play: async ({ canvasElement }) => {
    const fields = form(canvasElement, 'Injection Molding Machine Add');
    await expect(textbox(fields, 'Name')).toHaveValue('Injection Molding Machine');
    await expect(textbox(fields, 'Name')).toHaveAttribute('readonly');
    await expect(textbox(fields, 'Shot Weight')).toBeRequired();
    await expect(textbox(fields, 'Spare Capacity')).not.toBeRequired();
    const drive = fields.getByRole('combobox', { name: /^Machine Drive/ });
    await waitFor(() => expect(within(drive).getAllByRole('option').length).toBeGreaterThan(1), LOAD);
  },
};

/** Blow molding requires nearly everything, the first photo and the description included. */
export const BlowMoldingRequiredFields: Story = {
  decorators: [withApp({ path: '/blow-molding-machine-add', signedInAs: 1 })],
  render: () => <SellerMachineAddScreen kind="blowMolding" />,
  play: async ({ canvasElement }) => {
    const fields = form(canvasElement, 'Blow Molding Machine Add');
    await userEvent.click(fields.getByRole('button', { name: 'Submit' }));
    await expect(textbox(fields, 'Machine Size')).toHaveFocus();
    await expect(textbox(fields, 'Machine Size')).toHaveAccessibleDescription(/Enter the machine size\./);
    await expect(textbox(fields, 'Spare Capacity')).toHaveAccessibleDescription(/Enter the spare capacity\./);
    await expect(textbox(fields, 'Description')).toHaveAccessibleDescription(/Describe the machine\./);
    await expect(fields.getByRole('group', { name: /^Photos/ })).toHaveAccessibleDescription(
      /Add at least one photo\./,
    );
  },
};

/** The extruder's dropdowns come from its own call; extrusion capacity is optional on add. */
export const ExtruderAdd: Story = {
  decorators: [withApp({ path: '/extruder-machine-add', signedInAs: 1 })],
  render: () => <SellerMachineAddScreen kind="extruder" />,
  play: async ({ canvasElement }) => {
    const fields = form(canvasElement, 'Extruder Machine Add');
    await expect(textbox(fields, 'Name')).toHaveValue('Extruder Machine');
    const type = fields.getByRole('combobox', { name: /^Machine Type/ });
    await waitFor(() => expect(within(type).getAllByRole('option').length).toBeGreaterThan(1), LOAD);
    await expect(textbox(fields, 'Extrusion Capacity')).not.toBeRequired();
  },
};

/** The server's `validate` messages land under their fields (its names mapped to the form's). */
export const ServerValidation: Story = {
  tags: ['skip-visual'],
  decorators: [withApp({ path: '/extruder-machine-add', signedInAs: 1 })],
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/extruder-machine-add', () =>
          HttpResponse.json({
            error: 1,
            msg: 'Please correct the highlighted fields.',
            validate: { zip_code: ['The zip code is not served.'], make: ['The make field is required.'] },
          }),
        ),
      ],
    },
  },
  render: () => <SellerMachineAddScreen kind="extruder" />,
  play: async ({ canvasElement }) => {
    const fields = form(canvasElement, 'Extruder Machine Add');
    await fillExtruder(fields);
    await userEvent.click(fields.getByRole('button', { name: 'Submit' }));
    await expect(
      await fields.findByText('Please correct the highlighted fields.', undefined, LOAD),
    ).toBeVisible();
    await expect(textbox(fields, 'Pincode')).toHaveAccessibleDescription(/The zip code is not served\./);
    await expect(textbox(fields, 'Make')).toHaveAccessibleDescription(/The make field is required\./);
  },
};

/** While the photos are sent the form shows how far they have gone (the answer is held back here). */
export const Uploading: Story = {
  tags: ['skip-visual'],
  decorators: [withApp({ path: '/extruder-machine-add', signedInAs: 1 })],
  parameters: { mockFaults: [{ kind: 'latency', endpoint: '/extruder-machine-add', delayMs: 20_000 }] },
  render: () => <SellerMachineAddScreen kind="extruder" />,
  play: async ({ canvasElement }) => {
    const fields = form(canvasElement, 'Extruder Machine Add');
    await fillExtruder(fields);
    const photo = new File([new Uint8Array(2 * 1024 * 1024)], 'line.jpg', { type: 'image/jpeg' });
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, photo);
    await userEvent.click(fields.getByRole('button', { name: 'Submit' }));
    const progress = await fields.findByRole('progressbar', { name: 'Uploading' }, LOAD);
    await expect(progress).toHaveAttribute('aria-valuetext', expect.stringMatching(/^\d+%$/));
    await expect(fields.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The dropdowns did not load: the form says so, with Try again. */
export const ChoicesFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...choices.failure({
    fault: 'server-error',
    message: 'did not load',
    content: async (canvasElement) => {
      const drive = within(canvasElement).getByRole('combobox', { name: /^Machine Drive/ });
      await waitFor(() => expect(within(drive).getAllByRole('option').length).toBeGreaterThan(1), LOAD);
    },
  }),
};

/** The grid: picture, status badge (Under Review or Published), Reference ID, company, place, capacity. */
export const MyMachines: Story = {
  decorators: [withApp({ path: '/injection-molding-machine-view', signedInAs: 1 })],
  render: () => <MySellerMachinesScreen kind="injection" />,
  play: async ({ canvasElement }) => {
    const cards = await listCards(canvasElement, 'My Injection Molding Machines');
    const text = cards.map((card) => card.textContent ?? '').join(' ');
    await expect(text).toMatch(/Under Review/);
    await expect(text).toMatch(/Published/);
    await expect(text).toMatch(/Reference ID: \d+/);
    await expect(within(cards[0] as HTMLElement).getByRole('button', { name: /^Delete/ })).toBeVisible();
  },
};

export const NoMachinesYet: Story = myExtruderMachines.empty({ answer: { extruder_machine: [] } });

export const MyMachinesLoading: Story = myInjectionMachines.loading({
  list: 'My Injection Molding Machines',
});

export const MyMachinesFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...myInjectionMachines.failure({
    fault: 'network-error',
    content: async (canvasElement) =>
      expect((await listCards(canvasElement, 'My Injection Molding Machines')).length).toBeGreaterThan(0),
  }),
};

/** A delete the server refuses: the reason, and the grid stays as it was. */
export const DeleteRefused: Story = {
  tags: ['skip-visual'],
  decorators: [withApp({ path: '/injection-molding-machine-view', signedInAs: 1 })],
  parameters: {
    msw: {
      handlers: [
        http.delete('*/api/injection-modling-machine-delete', () =>
          HttpResponse.json({ error: 1, msg: 'This machine has open enquiries.', validate: {} }),
        ),
      ],
    },
  },
  render: () => <MySellerMachinesScreen kind="injection" />,
  play: async ({ canvasElement }) => {
    const cards = await listCards(canvasElement, 'My Injection Molding Machines');
    await userEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: /^Delete/ }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Delete this listing?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(canvasElement).findByRole('alert', undefined, LOAD)).toHaveTextContent(
      'This machine has open enquiries.',
    );
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(cards.length);
  },
};

/** Own details: pictures, the table with units, status, Reference ID and Edit. */
export const MachineDetails: Story = {
  decorators: [withApp({ path: '/my-blow-molding-machine-details?my_machine_id=3', signedInAs: 1 })],
  render: () => <MySellerMachineDetailsScreen kind="blowMolding" />,
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', undefined, LOAD);
    await expect(table).toHaveTextContent(/Machine Size \(Clamping Force\).*Ton/);
    await expect(table).toHaveTextContent(/Accumulator Capacity.*litres/);
    await expect(within(canvasElement).getByText('Reference ID: 3')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/blow-molding-machine-edit?my_machine_id=3',
    );
  },
};

/** An id the seller has no machine under. */
export const MachineMissing: Story = injectionMachineDetails.missing({
  path: '/my-injection-molding-machine-details?my_machine_id=9999',
});

export const MachineDetailsLoading: Story = injectionMachineDetails.loading({
  page: 'Injection Molding Machine Details',
});

/** Edit: the stored values (the pin code as text), titled for blow molding, spare capacity required. */
export const BlowMoldingEdit: Story = {
  decorators: [withApp({ path: '/blow-molding-machine-edit?my_machine_id=3', signedInAs: 1 })],
  render: () => <SellerMachineEditScreen kind="blowMolding" />,
  play: async ({ canvasElement }) => {
    const fields = within(
      await within(canvasElement).findByRole('form', { name: 'Blow Molding Machine Edit' }, LOAD),
    );
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Blow Molding Machine Edit',
    );
    await expect(textbox(fields, 'Make')).not.toHaveValue('');
    await expect(textbox(fields, 'Pincode')).toHaveAttribute('inputmode', 'numeric');
    await expect(textbox(fields, 'Spare Capacity')).toBeRequired();
  },
};

export const EditLoading: Story = blowMoldingEdit.loading({ page: 'Blow Molding Machine Edit' });

export const EditMissing: Story = blowMoldingEdit.missing({
  path: '/blow-molding-machine-edit?my_machine_id=9999',
});

/** `/machine-add` and `/machine-view`: the four kinds. */
export const AddMenu: Story = {
  decorators: [withApp({ path: '/machine-add', signedInAs: 1 })],
  render: () => <MachineAddMenuScreen />,
  play: async ({ canvasElement }) => {
    // The account menu beside the tiles follows the user's roles, which arrive with the profile.
    await within(canvasElement).findByRole('link', { name: 'Machine View' });
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining([
        '/injection-molding-machine-add',
        '/blow-molding-machine-add',
        '/extruder-machine-add',
        '/tool-die-machine-add',
      ]),
    );
  },
};

export const ViewMenu: Story = {
  tags: ['skip-visual'],
  decorators: [withApp({ path: '/machine-view', signedInAs: 1 })],
  render: () => <MachineViewMenuScreen />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Blow Molding Machine' })).toHaveAttribute(
      'href',
      '/my-blow-molding-machine-view',
    );
  },
};
