import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu, isPlainLeftClick, type DropdownMenuItem } from './DropdownMenu';

const items: readonly DropdownMenuItem[] = [
  { kind: 'link', label: 'Dashboard', href: '/dashboard' },
  { kind: 'separator' },
  { kind: 'action', label: 'Logout', onSelect: () => {} },
];

async function openMenu() {
  const user = userEvent.setup();
  screen.getByRole('button', { name: 'Hi, Rohan' }).focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('menu', { name: 'Hi, Rohan' });
}

describe('isPlainLeftClick', () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

  it('accepts a plain primary click', () => {
    expect(isPlainLeftClick(click)).toBe(true);
  });

  it.each(['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)('leaves %s clicks to the browser', (key) => {
    expect(isPlainLeftClick({ ...click, [key]: true })).toBe(false);
  });

  it('leaves middle clicks to the browser', () => {
    expect(isPlainLeftClick({ ...click, button: 1 })).toBe(false);
  });
});

/** Clicks the link and tells whether the menu kept the browser from following it. */
function clickLink(name: string, init: MouseEventInit = {}) {
  let preventedByMenu: boolean | undefined;
  // Runs after React's handler; jsdom cannot navigate, so the test stops the browser default itself.
  const observe = (event: Event) => {
    preventedByMenu = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', observe);
  fireEvent.click(screen.getByRole('menuitem', { name }), init);
  window.removeEventListener('click', observe);
  return { preventedByMenu };
}

describe('DropdownMenu link items', () => {
  it('hands a plain click to onNavigate instead of loading the page', async () => {
    const onNavigate = vi.fn();
    render(<DropdownMenu label="Hi, Rohan" items={items} onNavigate={onNavigate} />);
    await openMenu();
    const { preventedByMenu } = clickLink('Dashboard');

    expect(preventedByMenu).toBe(true);
    expect(onNavigate).toHaveBeenCalledWith('/dashboard');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('lets a Ctrl+click open the link in a new tab', async () => {
    const onNavigate = vi.fn();
    render(<DropdownMenu label="Hi, Rohan" items={items} onNavigate={onNavigate} />);
    await openMenu();

    const { preventedByMenu } = clickLink('Dashboard', { ctrlKey: true });

    expect(preventedByMenu).toBe(false);
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('prefers the item’s own onNavigate', async () => {
    const menuNavigate = vi.fn();
    const itemNavigate = vi.fn();
    render(
      <DropdownMenu
        label="Hi, Rohan"
        items={[{ kind: 'link', label: 'Profile', href: '/profile', onNavigate: itemNavigate }]}
        onNavigate={menuNavigate}
      />,
    );
    await openMenu();

    clickLink('Profile');

    expect(itemNavigate).toHaveBeenCalledWith('/profile');
    expect(menuNavigate).not.toHaveBeenCalled();
  });
});
