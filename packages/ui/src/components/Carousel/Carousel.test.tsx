import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const images = [1, 2, 3].map((n) => ({ src: `/photo-${n}.svg`, alt: `Photo ${n}` }));
const currentSlide = () =>
  screen
    .getAllByRole('button', { name: /^Show slide/ })
    .findIndex((b) => b.getAttribute('aria-current') === 'true') + 1;

/** Moves the fake clock inside act(), so what the timers change renders before the next check. */
function advanceTimers(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('Carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('moves to the next slide every 2000 ms and wraps around', () => {
    mockReducedMotion(false);
    render(<Carousel label="Offers" images={images} />);
    expect(currentSlide()).toBe(1);
    advanceTimers(1999);
    expect(currentSlide()).toBe(1);
    advanceTimers(1);
    expect(currentSlide()).toBe(2);
    advanceTimers(4000);
    expect(currentSlide()).toBe(1);
  });

  it('does not rotate when the user prefers reduced motion', () => {
    mockReducedMotion(true);
    render(<Carousel label="Offers" images={images} />);
    advanceTimers(10_000);
    expect(currentSlide()).toBe(1);
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  });

  it('pauses while the pointer is over it and resumes after', () => {
    mockReducedMotion(false);
    render(<Carousel label="Offers" images={images} />);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Offers' }));
    advanceTimers(6000);
    expect(currentSlide()).toBe(1);
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Offers' }));
    advanceTimers(2000);
    expect(currentSlide()).toBe(2);
  });

  it('renders nothing without images', () => {
    const { container } = render(<Carousel label="Offers" images={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
