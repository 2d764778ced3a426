import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import MyToolDieDetailsScreen from './MyToolDieDetailsScreen';
import MyToolDieScreen from './MyToolDieScreen';
import ToolDieAddScreen from './ToolDieAddScreen';
import ToolDieEditScreen from './ToolDieEditScreen';
import ToolMachineAddScreen from './ToolMachineAddScreen';
import ToolMachineEditScreen from './ToolMachineEditScreen';
import { withApp } from '../../../../testing/AppStory';
import { LOAD, listCards, stateStories } from '../../../../testing/storyHelpers';

/** A seller's tool-and-die companies and their machines. */
const meta = {
  title: 'Screens/Selling/Tool and Die',
  tags: ['!autodocs'],
  component: ToolDieAddScreen,
  decorators: [withApp({ path: '/tool-die-machine-add', signedInAs: 1 })],
} satisfies Meta<typeof ToolDieAddScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const myCompanies = stateStories({
  endpoint: '/tool-room-company',
  app: { path: '/my-tool-die-machine-view', signedInAs: 1 },
  render: () => <MyToolDieScreen />,
});
const companyDetails = stateStories({
  endpoint: '/tool-room-company/3',
  app: { path: '/my-tool-die-machine-details?my_tool_room_id=3', signedInAs: 1 },
  render: () => <MyToolDieDetailsScreen />,
});
const machineAdd = stateStories({
  endpoint: '/tool-room-company/3',
  app: { path: '/tool-machine-add?my_tool_room_id=3', signedInAs: 1 },
  render: () => <ToolMachineAddScreen />,
});
const machineEdit = stateStories({
  endpoint: '/tool-room-machine/10',
  app: { path: '/tool-machine-edit?my_tool_machine_id=10', signedInAs: 1 },
  render: () => <ToolMachineEditScreen />,
});

const textbox = (scope: HTMLElement, label: string) =>
  within(scope).getByRole('textbox', { name: new RegExp(`^${label}`) });

/** The company form: name, address, country, state and city required; the logo and description optional. */
export const CompanyAdd: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Tool and Die Add' });
    await expect(textbox(form, 'Company Name')).toBeRequired();
    await expect(textbox(form, 'Description')).not.toBeRequired();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await expect(textbox(form, 'Company Name')).toHaveAccessibleDescription(/Enter the company name\./);
    await expect(textbox(form, 'Address')).toHaveAccessibleDescription(/Enter the address\./);
  },
};

/** The grid: logo, status, Reference ID, name, address and state, and Delete. */
export const MyCompanies: Story = {
  decorators: [withApp({ path: '/my-tool-die-machine-view', signedInAs: 1 })],
  render: () => <MyToolDieScreen />,
  play: async ({ canvasElement }) => {
    const cards = await listCards(canvasElement, 'My Tool and Die');
    await expect(cards[0]).toHaveTextContent(/Published|Under Review/);
    await expect(cards[0]).toHaveTextContent(/Reference ID: \d+/);
  },
};

export const NoCompaniesYet: Story = myCompanies.empty({ answer: { company: [] } });

export const MyCompaniesLoading: Story = myCompanies.loading({ list: 'My Tool and Die' });

export const MyCompaniesFailThenRetry: Story = {
  tags: ['skip-visual'],
  ...myCompanies.failure({
    fault: 'server-error',
    content: async (canvasElement) =>
      expect((await listCards(canvasElement, 'My Tool and Die')).length).toBeGreaterThan(0),
  }),
};

/** The company's page: logo, status, Reference ID, Add Machine, Edit (the company's form), Delete, machines. */
export const CompanyDetails: Story = {
  decorators: [withApp({ path: '/my-tool-die-machine-details?my_tool_room_id=3', signedInAs: 1 })],
  render: () => <MyToolDieDetailsScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const machines = await canvas.findByRole('table', { name: /^Machines of/ }, LOAD);
    await expect(
      within(machines)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Image', 'Name', 'Make', 'Mfg Year', 'Qty', 'Description', 'Actions']);
    await expect(canvas.getByText('Reference ID: 3')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/tool-die-machine-edit?my_tool_room_id=3',
    );
    await expect(canvas.getByRole('link', { name: 'Add Machine' })).toHaveAttribute(
      'href',
      '/tool-machine-add?my_tool_room_id=3',
    );
  },
};

export const CompanyMissing: Story = companyDetails.missing({
  path: '/my-tool-die-machine-details?my_tool_room_id=9999',
});

export const CompanyLoading: Story = companyDetails.loading({ page: 'My Tool and Die Details' });

/** A machine delete the server refuses: the reason, and the table stays as it was. */
export const MachineDeleteRefused: Story = {
  tags: ['skip-visual'],
  decorators: [withApp({ path: '/my-tool-die-machine-details?my_tool_room_id=3', signedInAs: 1 })],
  parameters: {
    msw: {
      handlers: [
        http.delete('*/api/tool-room-machine/:id', () =>
          HttpResponse.json({ error: 1, msg: 'This machine is listed in an open enquiry.', validate: {} }),
        ),
      ],
    },
  },
  render: () => <MyToolDieDetailsScreen />,
  play: async ({ canvasElement }) => {
    const machines = await within(canvasElement).findByRole('table', { name: /^Machines of/ }, LOAD);
    const rows = within(machines).getAllByRole('row').length;
    await userEvent.click(within(machines).getAllByRole('button', { name: /^Delete/ })[0] as HTMLElement);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Delete this machine?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(canvasElement).findByRole('alert', undefined, LOAD)).toHaveTextContent(
      'Not deleted',
    );
    await expect(within(machines).getAllByRole('row')).toHaveLength(rows);
  },
};

/** Edit: the company's stored values. */
export const CompanyEdit: Story = {
  decorators: [withApp({ path: '/tool-die-machine-edit?my_tool_room_id=3', signedInAs: 1 })],
  render: () => <ToolDieEditScreen />,
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Tool and Die Edit' }, LOAD);
    await expect(textbox(form, 'Company Name')).not.toHaveValue('');
  },
};

/** A server without the (assumed) company update call: the reason, and everything typed stays. */
export const CompanyEditNotOnServer: Story = {
  tags: ['skip-visual'],
  decorators: [withApp({ path: '/tool-die-machine-edit?my_tool_room_id=3', signedInAs: 1 })],
  parameters: {
    msw: {
      handlers: [http.post('*/api/tool-room-company/:id', () => new HttpResponse(null, { status: 404 }))],
    },
  },
  render: () => <ToolDieEditScreen />,
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Tool and Die Edit' }, LOAD);
    await userEvent.clear(textbox(form, 'City'));
    await userEvent.type(textbox(form, 'City'), 'Tumakuru');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await expect(await within(form).findByRole('alert', undefined, LOAD)).toHaveTextContent(
      'The company was not saved',
    );
    await expect(textbox(form, 'City')).toHaveValue('Tumakuru');
  },
};

/** The machine form: name, make, Mfg Year (the `model` field, free text) and quantity required. */
export const MachineAdd: Story = {
  decorators: [withApp({ path: '/tool-machine-add?my_tool_room_id=3', signedInAs: 1 })],
  render: () => <ToolMachineAddScreen />,
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Tool and Die Machine Add' }, LOAD);
    await userEvent.type(textbox(form, 'Mfg Year'), '1890');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await expect(textbox(form, 'Name')).toHaveAccessibleDescription(/Enter the machine name\./);
    // What the seller wrote is taken, an old year too.
    await expect(textbox(form, 'Mfg Year')).not.toHaveAttribute('aria-invalid');
  },
};

export const MachineAddWithoutCompany: Story = machineAdd.missing({
  path: '/tool-machine-add',
  storage: { my_tool_room_id: null },
});

export const MachineEdit: Story = {
  decorators: [withApp({ path: '/tool-machine-edit?my_tool_machine_id=10', signedInAs: 1 })],
  render: () => <ToolMachineEditScreen />,
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Tool and Die Machine Edit' }, LOAD);
    await expect(textbox(form, 'Name')).not.toHaveValue('');
    await expect(textbox(form, 'Quantity')).not.toHaveValue('');
  },
};

export const MachineEditMissing: Story = machineEdit.missing({
  path: '/tool-machine-edit?my_tool_machine_id=9999',
});
