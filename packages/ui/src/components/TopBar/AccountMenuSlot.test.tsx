import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DropdownMenuItem } from '../DropdownMenu';
import { AccountMenuSlot, type AccountMenuModule } from './AccountMenuSlot';

const items: DropdownMenuItem[] = [
  { kind: 'link', label: 'Dashboard', href: '/dashboard' },
  { kind: 'action', label: 'Logout', onSelect: () => {} },
];

/**
 * The menu's chunk, held back until the test lets it arrive. `meanwhile` runs after the code has arrived and
 * before React renders the menu.
 */
function heldBackMenu() {
  let arrive: (module: AccountMenuModule) => void = () => {};
  const chunk = new Promise<AccountMenuModule>((resolve) => (arrive = resolve));
  return {
    load: vi.fn(() => chunk),
    arrive: async (meanwhile?: () => void) => {
      const module = await import('./AccountMenu');
      await act(async () => {
        arrive(module);
        await chunk;
        meanwhile?.();
      });
    },
  };
}

describe('AccountMenuSlot', () => {
  it('while deferred, greets with a stand-in and fetches nothing until the visitor shows interest', () => {
    const menu = heldBackMenu();
    render(<AccountMenuSlot name="Asha" items={items} deferred loadMenu={menu.load} />);
    expect(screen.getByRole('button', { name: 'Hi, Asha' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(menu.load).not.toHaveBeenCalled();
  });

  it('opens the menu when it arrives if the stand-in was pressed, with the focus in the menu', async () => {
    const menu = heldBackMenu();
    const user = userEvent.setup();
    render(<AccountMenuSlot name="Asha" items={items} deferred loadMenu={menu.load} />);
    screen.getByRole('button', { name: 'Hi, Asha' }).focus();
    expect(menu.load).toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await menu.arrive();
    const opened = await screen.findByRole('menu', { name: 'Hi, Asha' });
    expect(
      within(opened)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Logout']);
    // As when the menu button itself is pressed: the first item has the focus.
    await waitFor(() => expect(within(opened).getAllByRole('menuitem')[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(opened).getAllByRole('menuitem')[1]).toHaveFocus();
  });

  it('hands the focus from the stand-in to the menu button when the menu arrives', async () => {
    const menu = heldBackMenu();
    render(<AccountMenuSlot name="Asha" items={items} deferred loadMenu={menu.load} />);
    screen.getByRole('button', { name: 'Hi, Asha' }).focus();
    await menu.arrive();
    expect(screen.getByRole('button', { name: 'Hi, Asha' })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('hands the focus over only if the stand-in still has it when the menu shows', async () => {
    const menu = heldBackMenu();
    render(
      <>
        <AccountMenuSlot name="Asha" items={items} deferred loadMenu={menu.load} />
        <input aria-label="Search" />
      </>,
    );
    const standIn = screen.getByRole('button', { name: 'Hi, Asha' });
    standIn.focus();
    const search = screen.getByRole('textbox', { name: 'Search' });
    // The visitor tabs on between the code's arrival and the render that shows the menu.
    await menu.arrive(() => search.focus());
    expect(standIn).not.toBeInTheDocument();
    expect(search).toHaveFocus();
  });

  it('opens on the key press, as the menu button does: the click that Enter makes may land on the menu button', async () => {
    const menu = heldBackMenu();
    render(<AccountMenuSlot name="Asha" items={items} deferred loadMenu={menu.load} />);
    const standIn = screen.getByRole('button', { name: 'Hi, Asha' });
    standIn.focus();
    fireEvent.keyDown(standIn, { key: 'Enter' });
    // The menu takes the stand-in's place before the browser sends the click that Enter makes.
    await menu.arrive();
    fireEvent.click(screen.getByRole('button', { name: 'Hi, Asha' }));
    const opened = await screen.findByRole('menu', { name: 'Hi, Asha' });
    await waitFor(() => expect(within(opened).getAllByRole('menuitem')[0]).toHaveFocus());
  });

  it('opens with ArrowDown, as the menu button does', async () => {
    const menu = heldBackMenu();
    const user = userEvent.setup();
    render(<AccountMenuSlot name="Asha" items={items} deferred loadMenu={menu.load} />);
    screen.getByRole('button', { name: 'Hi, Asha' }).focus();
    await user.keyboard('{ArrowDown}');
    await menu.arrive();
    const opened = await screen.findByRole('menu', { name: 'Hi, Asha' });
    await waitFor(() => expect(within(opened).getAllByRole('menuitem')[0]).toHaveFocus());
  });

  it('opened with the pointer, leaves the focus on the menu rather than on an item', async () => {
    const menu = heldBackMenu();
    const user = userEvent.setup();
    render(<AccountMenuSlot name="Asha" items={items} deferred loadMenu={menu.load} />);
    await user.click(screen.getByRole('button', { name: 'Hi, Asha' }));
    await menu.arrive();
    const opened = await screen.findByRole('menu', { name: 'Hi, Asha' });
    await waitFor(() => expect(opened).toHaveFocus());
  });

  it('opens on the press, as the menu button does: the release may come after the menu took its place', async () => {
    const menu = heldBackMenu();
    const user = userEvent.setup();
    render(<AccountMenuSlot name="Asha" items={items} deferred loadMenu={menu.load} />);
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Hi, Asha' }) });
    await menu.arrive();
    await user.pointer({ keys: '[/MouseLeft]' });
    expect(await screen.findByRole('menu', { name: 'Hi, Asha' })).toBeInTheDocument();
  });

  it('fetches the menu at once when not deferred', () => {
    const menu = heldBackMenu();
    render(<AccountMenuSlot name="Asha" items={items} loadMenu={menu.load} />);
    expect(menu.load).toHaveBeenCalledTimes(1);
  });
});
