import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactReveal } from './ContactReveal';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/ContactReveal',
  component: ContactReveal,
  args: {
    name: 'Shree Polymers',
    mobile: '+91 98765 43210',
    email: 'sales@shreepolymers.example',
    label: 'View Contact Info',
    onReveal: fn(),
  },
} satisfies Meta<typeof ContactReveal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Executive and labour detail screens label the button "View Contact Details". */
export const DetailsLabel: Story = {
  args: { label: 'View Contact Details', name: 'Ravi Kumar' },
};

export const RevealWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'View Contact Info' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const details = canvas.getByRole('group', { name: 'Contact details of Shree Polymers' });
    await expect(details).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'View Contact Info' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    await expect(canvas.getByRole('link', { name: 'sales@shreepolymers.example' })).toHaveAttribute(
      'href',
      'mailto:sales@shreepolymers.example',
    );
    await expect(args.onReveal).toHaveBeenCalledTimes(1);
  },
};

export const MissingValues: Story = {
  args: { name: undefined, mobile: null, email: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View Contact Info' }));
    const details = canvas.getByRole('group', { name: 'Contact details' });
    await expect(within(details).queryByRole('link')).not.toBeInTheDocument();
    await expect(within(details).getAllByText('Not provided')).toHaveLength(2);
    await expect(within(details).getAllByText('—')).toHaveLength(2);
  },
};

/** A valid Indian mobile: Call and WhatsApp under the details, each named with the number. */
export const MobileWithCallAndWhatsApp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View Contact Info' }));
    const details = canvas.getByRole('group', { name: 'Contact details of Shree Polymers' });
    await expect(within(details).getByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    const whatsApp = within(details).getByRole('link', {
      name: 'WhatsApp +91 98765 43210 (opens in a new tab)',
    });
    await expect(whatsApp).toHaveAttribute('href', 'https://wa.me/919876543210');
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    await expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(whatsApp).toBeVisible();
  },
};

/** A landline is still dialled from its own link, but gets neither Call nor WhatsApp. */
export const NotAMobileNumber: Story = {
  args: { mobile: '020 2567 8901' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View Contact Info' }));
    await expect(canvas.getByRole('link', { name: '020 2567 8901' })).toHaveAttribute(
      'href',
      'tel:02025678901',
    );
    await expect(canvas.queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /^WhatsApp/ })).not.toBeInTheDocument();
  },
};

/** Playground in the dark theme: the themes differ only in their colour tokens, and axe checks their contrast here. */
export const DarkTheme: Story = { ...Playground, globals: { ...Playground.globals, theme: 'dark' } };

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
