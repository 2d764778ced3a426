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

/** The track the slides scroll in (what a thumb swipes). */
const track = () => screen.getByRole('group', { name: '1 of 3' }).parentElement as HTMLElement;

/** jsdom has no layout: gives the track a width, and records where it is asked to scroll. */
function mockTrackLayout(slideWidth = 600) {
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(slideWidth);
  const scrollTo = vi.fn();
  Element.prototype.scrollTo = scrollTo;
  return scrollTo;
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
    // jsdom has no Element.scrollTo of its own; the other test files must not see the mock.
    Reflect.deleteProperty(Element.prototype, 'scrollTo');
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

  it('pauses while a finger is on it and resumes when it lifts', () => {
    mockReducedMotion(false);
    render(<Carousel label="Offers" images={images} />);
    fireEvent.touchStart(track());
    advanceTimers(5000);
    expect(currentSlide()).toBe(1);
    fireEvent.touchEnd(track());
    advanceTimers(2000);
    expect(currentSlide()).toBe(2);
  });

  it('loads the current and the next picture ahead, the others when needed', () => {
    mockReducedMotion(true);
    render(<Carousel label="Offers" images={images} priority />);
    expect(screen.getByAltText('Photo 1')).toHaveAttribute('loading', 'eager');
    expect(screen.getByAltText('Photo 1')).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByAltText('Photo 2')).toHaveAttribute('loading', 'eager');
    expect(screen.getByAltText('Photo 3')).toHaveAttribute('loading', 'lazy');

    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByAltText('Photo 3')).toHaveAttribute('loading', 'eager');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    // The next after the last is the first again.
    expect(screen.getByAltText('Photo 1')).toHaveAttribute('loading', 'eager');
    expect(screen.getByAltText('Photo 2')).toHaveAttribute('loading', 'lazy');
  });

  it('keeps the slides that are not shown away from screen readers and the keyboard', () => {
    mockReducedMotion(true);
    render(<Carousel label="Offers" images={images} />);
    expect(screen.getByRole('group', { name: '1 of 3' })).not.toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: '2 of 3' })).toHaveAttribute('inert');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2 of 3' }));
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: '2 of 3' })).not.toHaveAttribute('inert');
  });

  it('scrolls the track smoothly to the slide Next shows', () => {
    mockReducedMotion(false);
    const scrollTo = mockTrackLayout(600);
    render(<Carousel label="Offers" images={images} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe(2);
    expect(scrollTo).toHaveBeenCalledWith({ left: 600, behavior: 'smooth' });
    expect(scrollTo.mock.contexts).toEqual([track()]);
  });

  it('reads no layout as it first renders (that would lay out the whole page being built)', () => {
    mockReducedMotion(false);
    const width = vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(600);
    const scrollLeft = vi.spyOn(Element.prototype, 'scrollLeft', 'get');
    render(<Carousel label="Offers" images={images} />);
    expect(width).not.toHaveBeenCalled();
    expect(scrollLeft).not.toHaveBeenCalled();
  });

  it('jumps the track without animating it for people who ask for reduced motion', () => {
    mockReducedMotion(true);
    const scrollTo = mockTrackLayout(600);
    render(<Carousel label="Offers" images={images} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    expect(scrollTo).toHaveBeenCalledWith({ left: 1200, behavior: 'auto' });
  });

  it('makes the slide a swipe lands on the current one once the scroll settles', () => {
    mockReducedMotion(true);
    const scrollTo = mockTrackLayout(600);
    render(<Carousel label="Offers" images={images} />);
    Object.defineProperty(track(), 'scrollLeft', { configurable: true, value: 1200 });
    fireEvent.scroll(track());
    expect(currentSlide()).toBe(1);
    advanceTimers(100);
    expect(currentSlide()).toBe(3);
    expect(screen.getByRole('group', { name: '3 of 3' })).not.toHaveAttribute('inert');
    // The swipe already put the track there.
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('gives a slide the user swiped to its full time before rotating on', () => {
    mockReducedMotion(false);
    mockTrackLayout(600);
    render(<Carousel label="Offers" images={images} />);
    advanceTimers(1500);
    Object.defineProperty(track(), 'scrollLeft', { configurable: true, value: 600 });
    fireEvent.scroll(track());
    advanceTimers(100);
    expect(currentSlide()).toBe(2);
    advanceTimers(1999);
    expect(currentSlide()).toBe(2);
    advanceTimers(1);
    expect(currentSlide()).toBe(3);
  });

  it('renders nothing without images', () => {
    const { container } = render(<Carousel label="Offers" images={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
