import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ContactUsScreen from './ContactUsScreen';
import { withApp } from '../../../testing/AppStory';

const meta = {
  title: 'Screens/Content/Contact Us',
  tags: ['!autodocs'],
  component: ContactUsScreen,
  decorators: [withApp({ path: '/contact-us' })],
} satisfies Meta<typeof ContactUsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's contact points (no VITE_CONTACT_* set) say they are examples. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'contact@example.com' })).toHaveAttribute(
      'href',
      'mailto:contact@example.com',
    );
    await expect(canvas.getByText('Phone: +91 00000 00000 (example)')).toBeVisible();
    await expect(canvas.getByText(/^Example address: /)).toBeVisible();
  },
};

export const ClientRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^First name/ }), 'A');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mobile/ }), '98a76');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveAccessibleDescription(
      /First name must be 2 to 50 characters\./,
    );
    // Letters never reach the mobile field.
    await expect(canvas.getByRole('textbox', { name: /^Mobile/ })).toHaveValue('9876');
    await expect(canvas.getByRole('textbox', { name: /^Message/ })).toHaveAccessibleDescription(
      /Please enter your message\./,
    );
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^First name/ }), 'Kavya');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Rao');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mobile/ }), '9876501234');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'kavya@example.in');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Message/ }),
      'Please call me about HDPE scrap.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('status')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveValue('');
    // The form starts over: no field says it is empty until the next Submit.
    await expect(canvas.queryByText(/^Please enter/)).not.toBeInTheDocument();
  },
};

export const ServerDown: Story = {
  parameters: { mockFaults: [{ kind: 'server-error', endpoint: '/contact-us' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^First name/ }), 'Kavya');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Rao');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mobile/ }), '9876501234');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'kavya@example.in');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Message/ }), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText(/Something went wrong on our side/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Message/ })).toHaveValue('Hello');
  },
};
