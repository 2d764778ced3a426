import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from './TopBar';

const preventNavigation = (event: MouseEvent) => event.preventDefault();

/**
 * Opens the account menu by keyboard once its code is in (the stand-in before it is tested in
 * AccountMenuSlot.test.tsx): Radix's trigger marks its state, the stand-in does not.
 */
async function openAccountMenu(name: string) {
  const user = userEvent.setup();
  await waitFor(() => expect(screen.getByRole('button', { name })).toHaveAttribute('data-state', 'closed'));
  screen.getByRole('button', { name }).focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('menu', { name });
}

describe('TopBar', () => {
  beforeEach(() => window.addEventListener('click', preventNavigation));
  afterEach(() => window.removeEventListener('click', preventNavigation));

  it('routes a plain click on Login but leaves a Ctrl+click to the browser', () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={(href) => navigate(href)}>
        <TopBar email="info@plastihub.com" />
      </RouterProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Login' }), { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('shows an icon link only for the networks given', () => {
    render(
      <TopBar email="info@plastihub.com" socialLinks={{ youtube: 'https://www.youtube.com/@plastihub' }} />,
    );
    const list = screen.getByRole('list', { name: 'PlastiHub on social media' });
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'YouTube' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });

  it('offers Logout in the account menu and calls onLogout', async () => {
    const onLogout = vi.fn();
    render(<TopBar email="info@plastihub.com" user={{ name: 'Asha' }} onLogout={onLogout} />);
    const menu = await openAccountMenu('Hi, Asha');
    expect(menu).toHaveTextContent('DashboardProfileLogout');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('greets at once and turns the greeting into the menu button when the menu has loaded', async () => {
    render(<TopBar email="info@plastihub.com" user={{ name: 'Asha' }} onLogout={() => {}} />);
    expect(screen.getByText('Hi, Asha')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Hi, Asha' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('leaves Logout out when there is nothing to call', async () => {
    render(<TopBar email="info@plastihub.com" user={{ name: 'Asha' }} />);
    await openAccountMenu('Hi, Asha');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Profile']);
  });

  it('shows the status just before the account corner', () => {
    render(<TopBar email="info@plastihub.com" status={<span role="status">Offline</span>} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Offline');
    expect(status.compareDocumentPosition(screen.getByRole('link', { name: 'Login' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(status.compareDocumentPosition(screen.getByRole('link', { name: 'info@plastihub.com' }))).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    );
  });
});
