import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from './Link';

/** Records whether the browser would follow the link, then stops jsdom from trying. */
let followed: boolean | undefined;
const recordDefault = (event: MouseEvent) => {
  followed = !event.defaultPrevented;
  event.preventDefault();
};

describe('Link', () => {
  beforeEach(() => {
    followed = undefined;
    window.addEventListener('click', recordDefault);
  });
  afterEach(() => window.removeEventListener('click', recordDefault));

  it('hands a plain click to onNavigate instead of loading the page', () => {
    const onNavigate = vi.fn();
    render(
      <Link href="/trade" onNavigate={onNavigate}>
        Trade
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Trade' }));
    expect(onNavigate).toHaveBeenCalledWith('/trade');
    expect(followed).toBe(false);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser', (_name, init) => {
    const onNavigate = vi.fn();
    render(
      <Link href="/trade" onNavigate={onNavigate}>
        Trade
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Trade' }), init);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(followed).toBe(true);
  });

  it('is a plain link without onNavigate', () => {
    render(<Link href="/trade">Trade</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Trade' }));
    expect(followed).toBe(true);
  });

  it('calls the caller onClick too', () => {
    const onClick = vi.fn();
    render(
      <Link href="/trade" onNavigate={vi.fn()} onClick={onClick}>
        Trade
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Trade' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('opens external links in a new tab, isolated, and says so', () => {
    const onNavigate = vi.fn();
    render(
      <Link href="https://example.com" external onNavigate={onNavigate}>
        Example
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Example (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    fireEvent.click(link);
    expect(onNavigate).not.toHaveBeenCalled();
    expect(followed).toBe(true);
  });
});
