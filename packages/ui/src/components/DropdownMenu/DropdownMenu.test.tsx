import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu, type DropdownMenuItem } from './DropdownMenu';

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

/** The menu under the app's router, which records the hrefs it is given. */
function renderWithRouter(navigate: (href: string) => void) {
  render(
    <RouterProvider navigate={(href) => navigate(href)}>
      <DropdownMenu label="Hi, Rohan" items={items} />
    </RouterProvider>,
  );
}

describe('DropdownMenu link items', () => {
  it('hands a plain click to the router instead of loading the page', async () => {
    const navigate = vi.fn();
    renderWithRouter(navigate);
    await openMenu();
    const { preventedByMenu } = clickLink('Dashboard');

    expect(preventedByMenu).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('lets a Ctrl+click open the link in a new tab', async () => {
    const navigate = vi.fn();
    renderWithRouter(navigate);
    await openMenu();

    const { preventedByMenu } = clickLink('Dashboard', { ctrlKey: true });

    expect(preventedByMenu).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
