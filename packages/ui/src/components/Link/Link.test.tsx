import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-aria';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from './Link';

/** Records whether the browser would follow the link, then stops jsdom from trying. */
let followed: boolean | undefined;
const recordDefault = (event: MouseEvent) => {
  followed = !event.defaultPrevented;
  event.preventDefault();
};

/** The app's router as the links see it: records the hrefs it is given. */
const navigate = vi.fn();
const Router = ({ children }: { children: ReactNode }) => (
  <RouterProvider navigate={(href) => navigate(href)}>{children}</RouterProvider>
);

describe('Link', () => {
  beforeEach(() => {
    followed = undefined;
    navigate.mockClear();
    window.addEventListener('click', recordDefault);
  });
  afterEach(() => window.removeEventListener('click', recordDefault));

  it('hands a plain click to the router instead of loading the page', () => {
    render(<Link href="/trade">Trade</Link>, { wrapper: Router });
    fireEvent.click(screen.getByRole('link', { name: 'Trade' }));
    expect(navigate).toHaveBeenCalledWith('/trade');
    expect(followed).toBe(false);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, init) => {
    render(<Link href="/trade">Trade</Link>, { wrapper: Router });
    fireEvent.click(screen.getByRole('link', { name: 'Trade' }), init);
    expect(navigate).not.toHaveBeenCalled();
    expect(followed).toBe(true);
  });

  it('is a plain link without a router', () => {
    render(<Link href="/trade">Trade</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Trade' }));
    expect(followed).toBe(true);
  });

  it('calls the caller onClick too', () => {
    const onClick = vi.fn();
    render(
      <Link href="/trade" onClick={onClick}>
        Trade
      </Link>,
      { wrapper: Router },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Trade' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('leaves a download, and a link to another site, to the browser', () => {
    render(
      <>
        <Link href="/files/rates.pdf" download>
          Rates
        </Link>
        <Link href="https://example.com/rates">Elsewhere</Link>
      </>,
      { wrapper: Router },
    );
    fireEvent.click(screen.getByRole('link', { name: 'Rates' }));
    expect(followed).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(followed).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens external links in a new tab, isolated, and says so', () => {
    render(
      <Link href="https://example.com" external>
        Example
      </Link>,
      { wrapper: Router },
    );
    const link = screen.getByRole('link', { name: 'Example (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
    expect(followed).toBe(true);
  });
});
