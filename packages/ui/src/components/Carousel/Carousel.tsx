import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import * as styles from './Carousel.css';

/** One slide's picture. */
export interface CarouselImage {
  /** The picture's URL. */
  src: string;
  /** What the picture shows, for screen readers; '' when it adds nothing to the carousel's label. */
  alt: string;
}

export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Featured offers". */
  label: string;
  /** The slides, in order; with none, see `emptyText`. */
  images: readonly CarouselImage[];
  /**
   * Milliseconds per slide while rotating; the spec's 2000 by default.
   * @default 2000
   */
  autoplayMs?: number;
  /**
   * At most this many images are shown (the spec allows 4 per listing).
   * @default 4
   */
  maxImages?: number;
  /**
   * The frame's width in pixels, with `height` its shape (really): every slide keeps that aspect ratio
   * whatever the shape of the server's file, so nothing shifts when a picture arrives or the slides turn. The
   * frame itself scales to its container's width.
   * @default 1200
   */
  width?: number;
  /**
   * The frame's height in pixels; see `width`.
   * @default 400
   */
  height?: number;
  /**
   * How a picture of another shape fills the frame: cropped (`cover`, for banners) or whole (`contain`).
   * @default 'cover'
   */
  fit?: 'cover' | 'contain';
  /**
   * The first slide is the page's main image: fetch it before the page's other pictures.
   * @default false
   */
  priority?: boolean;
  /**
   * The images are still coming: a placeholder of their size holds the space, so nothing below shifts.
   * @default false
   */
  loading?: boolean;
  /**
   * Shown in a frame of the images' size when there are none (a listing without pictures), so the page keeps
   * its layout; without it an empty carousel renders nothing.
   */
  emptyText?: string;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** A swipe's scroll (and its momentum) has ended when no scroll event came for this long. */
const SCROLL_SETTLE_MS = 100;

/**
 * A rotating set of pictures: the home page's banners, a listing's photos. The WAI-ARIA carousel pattern: a
 * labelled region of slides with previous/next buttons, slide pickers and a rotation control. It rotates
 * every `autoplayMs`, pauses while hovered, focused or touched, and does not rotate at all for people who ask
 * for reduced motion.
 *
 * The slides sit side by side in a scroll-snapping track, so a thumb swipes them natively; the buttons, the
 * dots and the rotation scroll the track, and a swipe moves the current slide once its scroll settles. The
 * current and the next slide's pictures load eagerly, so the next slide never arrives blank.
 */
export function Carousel({
  label,
  images,
  autoplayMs = 2000,
  maxImages = 4,
  width = 1200,
  height = 400,
  priority = false,
  loading = false,
  emptyText,
  fit = 'cover',
}: CarouselProps) {
  const slides = images.slice(0, maxImages);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [rotating, setRotating] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const slidesId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const settleTimer = useRef<number>(undefined);

  const show = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const active = Math.min(index, Math.max(count - 1, 0));
  const playing = rotating && !hovered && !focused && !touched && count > 1;

  // Restarted whenever the slide changes, so a slide the user swiped to gets its full time too.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), autoplayMs);
    return () => window.clearInterval(timer);
  }, [playing, active, autoplayMs, count]);

  // The track follows the current slide (unless a swipe already put it there). It starts at the first slide,
  // so the first render reads no layout: a read there lays out the whole page while it is being built
  // (docs/first-load.md, "Decisions").
  const placed = useRef(0);
  useEffect(() => {
    if (active === placed.current) return;
    placed.current = active;
    const track = trackRef.current;
    const slideWidth = track?.clientWidth ?? 0;
    // Without layout (not yet shown, or no layout engine) there is nowhere to scroll to.
    if (!track || slideWidth === 0 || Math.round(track.scrollLeft / slideWidth) === active) return;
    track.scrollTo({ left: active * slideWidth, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [active]);

  useEffect(() => () => window.clearTimeout(settleTimer.current), []);

  if (loading)
    return (
      <section
        className={styles.root}
        aria-label={label}
        aria-busy="true"
        style={{ aspectRatio: `${width} / ${height}` }}
      />
    );
  if (count === 0)
    return emptyText ? (
      <section
        className={`${styles.root} ${styles.empty}`}
        aria-label={label}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <p>{emptyText}</p>
      </section>
    ) : null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  // Waiting for the scroll to settle (rather than following every scroll event) keeps a scroll across
  // several slides from announcing each slide it passes.
  const onScroll = () => {
    window.clearTimeout(settleTimer.current);
    settleTimer.current = window.setTimeout(() => {
      const track = trackRef.current;
      if (track && track.clientWidth > 0) show(Math.round(track.scrollLeft / track.clientWidth));
    }, SCROLL_SETTLE_MS);
  };

  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onTouchStart={() => setTouched(true)}
      onTouchEnd={() => setTouched(false)}
      onTouchCancel={() => setTouched(false)}
    >
      <div className={styles.viewport}>
        {/* Focusable when it scrolls, as a scroller must be: the arrow keys then move its slides too. */}
        <div
          ref={trackRef}
          id={slidesId}
          className={styles.track}
          tabIndex={count > 1 ? 0 : undefined}
          aria-live={playing ? 'off' : 'polite'}
          aria-atomic="false"
          onScroll={onScroll}
        >
          {slides.map((image, i) => (
            <div
              key={`${image.src}-${i}`}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              // Only the current slide reaches screen readers and the keyboard.
              inert={i !== active}
            >
              <img
                className={styles.image}
                src={image.src}
                alt={image.alt}
                width={width}
                height={height}
                style={{ aspectRatio: `${width} / ${height}` }}
                data-fit={fit}
                loading={i === active || i === (active + 1) % count ? 'eager' : 'lazy'}
                fetchPriority={i === 0 && priority ? 'high' : 'auto'}
                decoding="async"
              />
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className={styles.arrow}
              data-side="previous"
              aria-controls={slidesId}
              aria-label="Previous slide"
              onClick={() => show(active - 1)}
            >
              <Chevron direction="left" />
            </button>
            <button
              type="button"
              className={styles.arrow}
              data-side="next"
              aria-controls={slidesId}
              aria-label="Next slide"
              onClick={() => show(active + 1)}
            >
              <Chevron direction="right" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.rotation}
            aria-label={rotating ? 'Stop automatic slide show' : 'Start automatic slide show'}
            onClick={() => setRotating((value) => !value)}
          >
            {rotating ? <PauseIcon /> : <PlayIcon />}
          </button>
          {slides.map((image, i) => (
            <button
              key={`dot-${image.src}-${i}`}
              type="button"
              className={styles.dot}
              aria-label={`Show slide ${i + 1} of ${count}`}
              aria-controls={slidesId}
              aria-current={i === active}
              onClick={() => show(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5h3v14H8zM13 5h3v14h-3z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5l11 7-11 7z" fill="currentColor" />
    </svg>
  );
}
