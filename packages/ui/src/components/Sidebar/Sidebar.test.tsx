import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Sidebar } from './Sidebar';

const sections = [
  {
    links: [
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'My Wallet', href: '/my-wallet' },
    ],
  },
  { title: 'Job Seeker', links: [{ label: 'Job Seeker Profile', href: '/job-seeker-profile' }] },
];

const preventNavigation = (event: MouseEvent) => event.preventDefault();

describe('Sidebar', () => {
  beforeEach(() => window.addEventListener('click', preventNavigation));
  afterEach(() => window.removeEventListener('click', preventNavigation));

  const toggle = () => screen.getByRole('button', { name: /Account menu/ });

  it('names the current page on the phone toggle, and nothing when no link matches', () => {
    const { rerender } = render(<Sidebar sections={sections} currentPath="/job-seeker-profile/" />);
    expect(toggle()).toHaveAccessibleName('Account menu Job Seeker Profile');
    rerender(<Sidebar sections={sections} currentPath="/chat" />);
    expect(toggle()).toHaveAccessibleName('Account menu');
  });

  it('routes plain clicks, leaves Ctrl+clicks to the browser, and folds after navigating', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={(href) => navigate(href)}>
        <Sidebar sections={sections} />
      </RouterProvider>,
    );
    await user.click(toggle());
    fireEvent.click(screen.getByRole('link', { name: 'My Wallet' }), { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'My Wallet' }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/my-wallet');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('calls onLogout from the Logout item', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<Sidebar sections={sections} onLogout={onLogout} logoutLabel="Sign out" />);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
