import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import RoleUpdateScreen, { RELOAD_DELAY_MS } from './RoleUpdateScreen';
import { withApp } from '../../../testing/AppStory';
import { accountNav } from './accountStoryHelpers';
import { LOAD, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Account/RoleUpdate',
  tags: ['!autodocs'],
  component: RoleUpdateScreen,
  decorators: [withApp({ path: '/update-role', signedInAs: 1 })],
  args: { reloadPage: fn() },
} satisfies Meta<typeof RoleUpdateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const roles = stateStories({ endpoint: '/role-list' });

const roleGroup = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('group', { name: 'Your roles' }, LOAD));

/** Rohan Mehta holds Material Seller, Machine Vendor and Buyer: those cards start checked. */
export const PreselectedFromProfile: Story = {
  play: async ({ canvasElement }) => {
    const roles = await roleGroup(canvasElement);
    await expect(roles.getAllByRole('checkbox')).toHaveLength(8);
    for (const name of ['Material Seller', 'Machine Vendor', 'Buyer']) {
      await expect(roles.getByRole('checkbox', { name })).toBeChecked();
    }
    for (const name of ['Job Provider', 'Institutes', 'Contractor', 'Financial Institution', 'Job Seeker']) {
      await expect(roles.getByRole('checkbox', { name })).not.toBeChecked();
    }
  },
};

export const AddRoleByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const roles = await roleGroup(canvasElement);
    const jobSeeker = roles.getByRole('checkbox', { name: 'Job Seeker' });
    jobSeeker.focus();
    await userEvent.keyboard(' ');
    await expect(jobSeeker).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status', undefined, LOAD)).toHaveTextContent(
      'Role updated successfully.',
    );
    // The sidebar follows the new roles before the page reloads.
    await waitFor(() =>
      expect(accountNav(canvasElement).getByRole('link', { name: 'Job Seeker Profile' })).toBeInTheDocument(),
    );
    await expect(args.reloadPage).not.toHaveBeenCalled();
    await waitFor(() => expect(args.reloadPage).toHaveBeenCalledTimes(1), {
      timeout: RELOAD_DELAY_MS + 2000,
    });
  },
};

export const NoRoleChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const roles = await roleGroup(canvasElement);
    for (const name of ['Material Seller', 'Machine Vendor', 'Buyer']) {
      await userEvent.click(roles.getByRole('checkbox', { name }));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert', undefined, LOAD)).toHaveTextContent(
      'Select at least one role.',
    );
    await expect(args.reloadPage).not.toHaveBeenCalled();
  },
};

export const ServerRejects: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/user-role-update', () =>
          HttpResponse.json({
            error: 1,
            msg: 'Please select a valid role.',
            validate: { role: ['The selected role is invalid.'] },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await roleGroup(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const alert = await canvas.findByRole('alert', undefined, LOAD);
    await expect(alert).toHaveTextContent('Please select a valid role.');
    await expect(within(alert).getByRole('listitem')).toHaveTextContent('The selected role is invalid.');
    await expect(args.reloadPage).not.toHaveBeenCalled();
  },
};

export const SubmitFails: Story = {
  parameters: { mockFaults: [{ kind: 'server-error', endpoint: '/user-role-update' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const roles = await roleGroup(canvasElement);
    await userEvent.click(roles.getByRole('checkbox', { name: 'Contractor' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert', undefined, LOAD)).toHaveTextContent(
      'Something went wrong on our side',
    );
    await expect(roles.getByRole('checkbox', { name: 'Contractor' })).toBeChecked();
  },
};

/** A newly registered user arrives here with no roles yet. */
export const NoRolesYet: Story = {
  decorators: [withApp({ path: '/update-role', signedInAs: 9 })],
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/profile', () =>
          HttpResponse.json({
            profile: [{ id: 99, name: 'New User', user_type: '', country_code: '+91', mobile: '9000000001' }],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const roles = await roleGroup(canvasElement);
    for (const box of roles.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
  },
};

export const NoRolesOffered: Story = roles.empty({ answer: { role_list: [] } });

export const RolesFailThenRetry: Story = roles.failure({
  fault: 'network-error',
  content: async (canvasElement) => expect(await roleGroup(canvasElement)).toBeTruthy(),
});

export const Loading: Story = roles.loading({ page: 'Role Update' });
