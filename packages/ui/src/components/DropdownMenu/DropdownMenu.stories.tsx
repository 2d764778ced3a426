import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { buttonVariants } from '../Button';
import { Dialog } from '../Dialog';
import { overlayAligns } from '../Dialog/overlayState';
import { DropdownMenu, type DropdownMenuItem } from './DropdownMenu';
import { storyNavigate, withStoryRouter } from '../Link/storyRouter';
import { inForcedColors } from '../../test-assets/forcedColors';

const logout = fn();

const accountItems: readonly DropdownMenuItem[] = [
  { kind: 'link', label: 'Dashboard', href: '/dashboard' },
  { kind: 'link', label: 'Profile', href: '/profile' },
  { kind: 'separator' },
  { kind: 'action', label: 'Logout', onSelect: logout },
];

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  decorators: [withStoryRouter],
  args: { label: 'Hi, Rohan', items: accountItems, align: 'end', triggerVariant: 'ghost' },
  argTypes: {
    align: { control: 'inline-radio', options: overlayAligns },
    triggerVariant: { control: 'select', options: buttonVariants },
    items: { control: false },
  },
  beforeEach: () => logout.mockClear(),
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Hi, Rohan' });

export const Playground: Story = {};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(trigger(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const menu = await page().findByRole('menu', { name: 'Hi, Rohan' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    // The separator is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger(canvasElement)).toHaveFocus();
    await expect(trigger(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpensWithSpaceAndArrowDown: Story = {
  play: async ({ canvasElement }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard(' ');
    await expect(await page().findByRole('menu', { name: 'Hi, Rohan' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    const menu = await page().findByRole('menu', { name: 'Hi, Rohan' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());
  },
};

export const MouseSelectsAction: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const menu = await page().findByRole('menu', { name: 'Hi, Rohan' });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    await expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

export const RouterLinks: Story = {
  play: async ({ canvasElement }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page().findByRole('menu', { name: 'Hi, Rohan' });
    const profile = within(menu).getByRole('menuitem', { name: 'Profile' });
    // Still a real link: it can be opened in a new tab.
    await expect(profile).toHaveAttribute('href', '/profile');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');

    await expect(storyNavigate).toHaveBeenCalledWith('/profile');
    await waitFor(() => expect(page().queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await page().findByRole('menu', { name: 'Hi, Rohan' });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Profile', 'Logout']);
  },
};

export const CriticalAndDisabledActions: Story = {
  args: {
    label: 'Listing actions',
    align: 'start',
    triggerVariant: 'secondary',
    defaultOpen: true,
    items: [
      { kind: 'action', label: 'Edit', onSelect: fn() },
      { kind: 'action', label: 'Mark as sold', onSelect: fn(), disabled: true },
      { kind: 'separator' },
      { kind: 'action', label: 'Delete', onSelect: fn(), tone: 'critical' },
    ],
  },
  play: async () => {
    const menu = await page().findByRole('menu', { name: 'Listing actions' });
    await expect(within(menu).getByRole('menuitem', { name: 'Mark as sold' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true },
  play: async () => {
    const menu = await page().findByRole('menu', { name: 'Hi, Rohan' });
    await expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  },
};

export const InsideDialog: Story = {
  args: {
    label: 'Sort by',
    triggerVariant: 'secondary',
    align: 'start',
    items: [
      { kind: 'action', label: 'Newest first', onSelect: fn() },
      { kind: 'action', label: 'Price: low to high', onSelect: fn() },
    ],
  },
  render: (args) => (
    <Dialog title="Filter machines" defaultOpen>
      <DropdownMenu {...args} />
    </Dialog>
  ),
  play: async () => {
    const dialog = await page().findByRole('dialog', { name: 'Filter machines' });
    const sortBy = within(dialog).getByRole('button', { name: 'Sort by' });
    sortBy.focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page().findByRole('menu', { name: 'Sort by' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Newest first' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('menu')).not.toBeInTheDocument());
    await expect(page().getByRole('dialog', { name: 'Filter machines' })).toBeInTheDocument();
    await expect(sortBy).toHaveFocus();
  },
};

/** Windows' contrast themes (forced colours): its states stay told apart and its focus ring stays. */
export const ForcedColors: Story = inForcedColors(DarkTheme);
