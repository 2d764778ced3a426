import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Box';
import { Text } from '../Text';
import { Dialog, DialogClose, dialogSizes, dialogVariants, type DialogProps } from './Dialog';
import { inForcedColors } from '../../test-assets/forcedColors';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Choose manpower region',
    description: 'Executives and labour teams are listed per region.',
    triggerLabel: 'Find manpower',
    size: 'medium',
    variant: 'center',
    dismissible: true,
    children: <Text>Pick India for teams based here, International for teams abroad.</Text>,
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    variant: { control: 'inline-radio', options: dialogVariants },
    triggerVariant: { control: 'select', options: ['primary', 'secondary', 'ghost', 'critical'] },
    children: { control: false },
    footer: { control: false },
    initialFocusRef: { control: false },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The dialog of the given name, once it is open. */
const openDialog = (name: string) => page().findByRole('dialog', { name });

/** Opening fades in, so "visible" is reached once the animation has started. */
const expectVisible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

const regionFooter = (
  <>
    <DialogClose>International</DialogClose>
    <DialogClose variant="primary">India</DialogClose>
  </>
);

export const Playground: Story = {};

export const KeyboardOpenAndClose: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Find manpower' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = await openDialog('Choose manpower region');
    await expect(dialog).toHaveAccessibleDescription('Executives and labour teams are listed per region.');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    // Focus is trapped: tabbing past the last control wraps inside the dialog.
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const MouseOpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Find manpower' });
    await userEvent.click(trigger);
    const dialog = await openDialog('Choose manpower region');
    await expectVisible(within(dialog).getByText(/Pick India for teams based here/));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithFooterActions: Story = {
  args: { footer: regionFooter },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Find manpower' }));
    const dialog = await openDialog('Choose manpower region');
    await userEvent.click(within(dialog).getByRole('button', { name: 'India' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    const trigger = within(canvasElement).getByRole('button', { name: 'Find manpower' });
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Small: Story = {
  args: { size: 'small', defaultOpen: true, footer: regionFooter },
  play: async () => {
    const dialog = await openDialog('Choose manpower region');
    await expectVisible(within(dialog).getByRole('button', { name: 'International' }));
  },
};

export const Large: Story = {
  args: {
    size: 'large',
    defaultOpen: true,
    title: 'Compare materials',
    description: 'Up to 3 materials side by side.',
    children: <Text>Polypropylene homopolymer, ABS general purpose and HDPE blow moulding grade.</Text>,
  },
  play: async () => {
    const dialog = await openDialog('Compare materials');
    await expectVisible(within(dialog).getByText(/ABS general purpose/));
  },
};

export const SidePanel: Story = {
  args: {
    variant: 'side',
    defaultOpen: true,
    title: 'Chat with Shree Polymers',
    description: 'Last seen 10-01-2025',
    triggerLabel: 'Chat',
    children: <Text>Is the 450 Ton machine still available?</Text>,
  },
  play: async ({ canvasElement }) => {
    const panel = await openDialog('Chat with Shree Polymers');
    await expectVisible(within(panel).getByText('Is the 450 Ton machine still available?'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Chat' }));
    await expectVisible(await openDialog('Chat with Shree Polymers'));
  },
};

const cities = ['Ahmedabad', 'Mumbai', 'Pune', 'Vapi'] as const;

function CityDialog(args: DialogProps) {
  const [city, setCity] = useState<string>();
  return (
    <Stack space="sm">
      <Text>Prices for: {city ?? 'no city chosen'}</Text>
      <Dialog {...args} open={city === undefined} title="Select City" dismissible={false}>
        <Stack space="sm">
          {cities.map((name) => (
            <Button key={name} variant="secondary" onPress={() => setCity(name)}>
              {name}
            </Button>
          ))}
        </Stack>
      </Dialog>
    </Stack>
  );
}

export const NotDismissible: Story = {
  args: { description: 'Material prices depend on your city.', triggerLabel: undefined },
  render: (args) => <CityDialog {...args} />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog('Select City');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    // Longer than the closing animation: a dialog that had started to close would be gone by now.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(page().getByRole('dialog', { name: 'Select City' })).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Pune' }));
    await waitFor(() => expect(page().queryByRole('dialog')).not.toBeInTheDocument());
    await expectVisible(within(canvasElement).getByText('Prices for: Pune'));
  },
};

const clauses = Array.from({ length: 24 }, (_, i) => i + 1);

export const LongContent: Story = {
  args: {
    title: 'Terms of Use',
    description: undefined,
    defaultOpen: true,
    children: (
      <Stack space="md">
        {clauses.map((n) => (
          <Text key={n}>
            Clause {n}. Listings must describe the machine or material truthfully, with units as sold.
          </Text>
        ))}
      </Stack>
    ),
    footer: <DialogClose variant="primary">I agree</DialogClose>,
  },
  play: async () => {
    const dialog = await openDialog('Terms of Use');
    // The overflowing body is a named, focusable region so the keyboard can scroll it.
    const body = await within(dialog).findByRole('region', { name: 'Terms of Use' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await expect(body).toHaveFocus();
    await expect(within(dialog).getByText(/Clause 24\./)).toBeInTheDocument();
  },
};

function ControlledDialog(args: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Manpower</Button>
      <Dialog {...args} triggerLabel={undefined} open={open} onOpenChange={setOpen} footer={regionFooter} />
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledDialog {...args} />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Manpower' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await openDialog('Choose manpower region');
    await userEvent.click(within(dialog).getByRole('button', { name: 'International' }));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true, footer: regionFooter },
  play: async () => {
    const dialog = await openDialog('Choose manpower region');
    await expectVisible(within(dialog).getByRole('button', { name: 'India' }));
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
