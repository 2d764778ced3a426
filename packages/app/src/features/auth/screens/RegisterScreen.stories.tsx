import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import RegisterScreen from './RegisterScreen';
import { storyLocation, withApp } from '../../../testing/AppStory';

const meta = {
  title: 'Screens/Auth/Register',
  tags: ['!autodocs'],
  component: RegisterScreen,
  decorators: [withApp({ path: '/register' })],
  beforeEach: () => sessionStorage.clear(),
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultCountryCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Country code/ })).toHaveValue('+91');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};

export const MobileRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByRole('textbox', { name: /^Mobile/ })).toHaveAccessibleDescription(
      /Please enter your mobile number\./,
    );
  },
};

export const SendsOtpAndContinues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mobile/ }), '9000012345');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(storyLocation()).toBe('/register-verify'));
  },
};
