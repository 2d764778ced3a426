import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MainNav } from './MainNav';
import { isCurrentPath } from './NavLink';

/** Stops jsdom from trying to follow links the component leaves to the browser. */
const preventNavigation = (event: MouseEvent) => event.preventDefault();

describe('isCurrentPath', () => {
  it.each([
    ['/trade', '/trade', true],
    ['/trade', '/trade/', true],
    ['/trade', '/trade?type=virgin#list', true],
    ['/', '/', true],
    ['/', '/trade', false],
    ['/trade', '/trade-product', false],
    ['/trade', undefined, false],
  ])('%s is current at %s: %s', (href, currentPath, expected) => {
    expect(isCurrentPath(href, currentPath)).toBe(expected);
  });
});

describe('MainNav', () => {
  beforeEach(() => window.addEventListener('click', preventNavigation));
  afterEach(() => window.removeEventListener('click', preventNavigation));

  const menuButton = () => screen.getByRole('button', { name: 'Menu' });

  it('routes a plain click through the router but leaves a Ctrl+click to the browser', () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={(href) => navigate(href)}>
        <MainNav />
      </RouterProvider>,
    );
    const connect = screen.getByRole('link', { name: 'Connect' });
    fireEvent.click(connect, { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(connect);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/connect');
  });

  it('marks only the current page', () => {
    render(<MainNav currentPath="/educate" />);
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Educate']);
  });

  it('opens and closes with the Menu button, which controls the list', async () => {
    const user = userEvent.setup();
    render(<MainNav />);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(menuButton().getAttribute('aria-controls') ?? '')).toHaveAttribute(
      'data-state',
      'open',
    );
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the user presses or tabs outside it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <MainNav />
        <button type="button">Elsewhere</button>
      </>,
    );
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton());
    for (let i = 0; i < 5; i++) await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and puts focus back on the Menu button', async () => {
    const user = userEvent.setup();
    render(<MainNav />);
    await user.click(menuButton());
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('shows no extra button without an action', () => {
    render(<MainNav />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Menu']);
  });

  it('offers the action after the links; pressing it closes the phone menu, back on Menu, and calls it', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<MainNav action={{ label: 'Install app', onPress }} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Home',
      'Connect',
      'Trade',
      'Educate',
      'Install app',
    ]);
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'Install app' }));
    expect(onPress).toHaveBeenCalledOnce();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });
});
