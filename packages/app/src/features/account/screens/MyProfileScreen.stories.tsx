import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearFaults } from '@plastihub/mocks';
import MyProfileScreen from './MyProfileScreen';
import { withApp } from '../../../testing/AppStory';
import { LOAD, stateStories } from '../../../testing/storyHelpers';

const meta = {
  title: 'Screens/Account/MyProfile',
  tags: ['!autodocs'],
  component: MyProfileScreen,
  decorators: [withApp({ path: '/profile', signedInAs: 1 })],
} satisfies Meta<typeof MyProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const profile = stateStories({ endpoint: '/profile' });

const form = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'My Profile' }, LOAD));

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await expect(fields.getByRole('textbox', { name: /^Name/ })).toHaveValue('Rohan Mehta');
    await expect(fields.getByRole('textbox', { name: /^Country Code/ })).toHaveValue('+91');
    await expect(fields.getByRole('textbox', { name: /^Mobile No\./ })).toHaveValue('9876543210');
    const email = fields.getByRole('textbox', { name: /^Email Id/ });
    await expect(email).toHaveValue('rohan.mehta@example.in');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(fields.getByRole('textbox', { name: /^Company Name/ })).toHaveValue(
      'Mehta Polymers Pvt. Ltd.',
    );
    await expect(fields.getByRole('textbox', { name: /^State/ })).toHaveValue('Gujarat');
    await expect(fields.getByRole('textbox', { name: /^City/ })).toHaveValue('Ahmedabad');
    const country = fields.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toHaveDisplayValue('India'), LOAD);
    await expect(fields.getByRole('button', { name: 'Update Profile' })).toBeInTheDocument();
  },
};

export const UpdateSucceeds: Story = {
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    const city = fields.getByRole('textbox', { name: /^City/ });
    await userEvent.clear(city);
    await userEvent.type(city, 'Surat');
    await userEvent.click(fields.getByRole('button', { name: 'Update Profile' }));
    await expect(await fields.findByRole('status', undefined, LOAD)).toHaveTextContent(
      'Profile updated successfully.',
    );
    await expect(city).toHaveValue('Surat');
  },
};

export const ClientValidation: Story = {
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    const name = fields.getByRole('textbox', { name: /^Name/ });
    const email = fields.getByRole('textbox', { name: /^Email Id/ });
    await userEvent.clear(name);
    await userEvent.clear(email);
    await userEvent.type(email, 'rohan@');
    await userEvent.click(fields.getByRole('button', { name: 'Update Profile' }));
    await expect(name).toHaveAccessibleDescription('Enter your name.');
    await expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // Nothing was sent: no banner.
    await expect(fields.queryByRole('alert')).not.toBeInTheDocument();
    await expect(fields.queryByRole('status')).not.toBeInTheDocument();

    // After the first submit, leaving a corrected field clears its message.
    await userEvent.type(name, 'Rohan M');
    await userEvent.tab();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(email).toHaveValue('rohan@');
  },
};

export const ServerValidation: Story = {
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    const mobile = fields.getByRole('textbox', { name: /^Mobile No\./ });
    const city = fields.getByRole('textbox', { name: /^City/ });
    // Priya Nair's number: the server says it is taken.
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '9847012345');
    await userEvent.clear(city);
    await userEvent.type(city, 'Vadodara');
    await userEvent.click(fields.getByRole('button', { name: 'Update Profile' }));
    await expect(await fields.findByRole('alert', undefined, LOAD)).toHaveTextContent('Profile not updated.');
    await expect(mobile).toHaveAccessibleDescription(/The mobile has already been taken\./);
    await expect(mobile).toHaveValue('9847012345');
    await expect(city).toHaveValue('Vadodara');
  },
};

export const SubmitFailsOffline: Story = {
  parameters: { mockFaults: [{ kind: 'network-error', endpoint: '/profile-update' }] },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    const company = fields.getByRole('textbox', { name: /^Company Name/ });
    await userEvent.type(company, ' Unit 2');
    await userEvent.click(fields.getByRole('button', { name: 'Update Profile' }));
    await expect(await fields.findByRole('alert', undefined, LOAD)).toHaveTextContent(
      'We could not reach the server',
    );
    await expect(company).toHaveValue('Mehta Polymers Pvt. Ltd. Unit 2');
  },
};

export const Loading: Story = profile.loading({
  also: async (canvasElement) => expect(within(canvasElement).queryByRole('form')).not.toBeInTheDocument(),
});

export const LoadFailsThenRetries: Story = profile.failure({
  fault: 'network-error',
  content: async (canvasElement) => expect(await form(canvasElement)).toBeTruthy(),
});

export const CountriesFail: Story = {
  parameters: { mockFaults: [{ kind: 'server-error', endpoint: '/countries' }] },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await expect(
      await fields.findByText('The list of countries could not be loaded.', undefined, LOAD),
    ).toBeInTheDocument();
    clearFaults();
    await userEvent.click(fields.getByRole('button', { name: 'Load countries again' }));
    await waitFor(() =>
      expect(fields.getByRole('combobox', { name: 'Country' })).toHaveDisplayValue('India'),
    );
  },
};
