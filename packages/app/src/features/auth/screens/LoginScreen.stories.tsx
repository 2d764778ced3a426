import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import LoginScreen from './LoginScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';

const meta = {
  title: 'Screens/Auth/Login',
  tags: ['!autodocs'],
  component: LoginScreen,
  decorators: [withApp({ path: '/login' })],
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByRole('textbox', { name: /Email \/ Mobile/ })).toHaveAccessibleDescription(
      /Please enter your email or mobile number\./,
    );
    await expect(canvas.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /Please enter your password\./,
    );
    await expect(canvas.getByRole('textbox', { name: /Email \/ Mobile/ })).toHaveFocus();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email \/ Mobile/ }), '9876543210');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'not-the-password');
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText(/incorrect/i, { selector: '[role=alert] *, [role=alert]' }),
    ).toBeVisible();
    // What the user typed is still there.
    await expect(canvas.getByRole('textbox', { name: /Email \/ Mobile/ })).toHaveValue('9876543210');
  },
};

export const SignsInByKeyboard: Story = {
  decorators: [withApp({ path: '/login?next=/profile' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('textbox', { name: /Email \/ Mobile/ }).focus();
    await userEvent.keyboard('9876543210');
    await userEvent.tab();
    await userEvent.keyboard('Demo@1234{Enter}');
    await waitFor(() => expect(storyLocation()).toBe('/profile'));
  },
};

export const ServerDown: Story = {
  parameters: { mockFaults: [{ kind: 'network-error', endpoint: '/login' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email \/ Mobile/ }), '9876543210');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Demo@1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText(/could not reach the server/i)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Login' })).toBeEnabled();
  },
};
