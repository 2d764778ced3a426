import { useState, type ImgHTMLAttributes } from 'react';
import { placeholderImage } from './placeholder';
import * as styles from './Image.css';

export const imageFits = ['cover', 'contain'] as const;
export const imageRadii = ['none', 'small', 'medium', 'large', 'full'] as const;

export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'loading'
> {
  /** Missing or empty shows the neutral placeholder. */
  src: string | null | undefined;
  /** What the picture shows; '' when it only decorates (the text next to it says it all). */
  alt: string;
  /** Intrinsic size in px: reserves the space (and aspect ratio) before the picture loads, so nothing shifts. */
  width: number;
  /** Intrinsic height in px; see `width`. */
  height: number;
  /**
   * How a picture of another shape fills the box: cropped (`cover`) or whole (`contain`, for logos). The
   * placeholder is always whole.
   * @default 'cover'
   */
  fit?: (typeof imageFits)[number];
  /**
   * Corner rounding: small 4 px, medium 8 px, large 12 px; `full` makes a circle of a square (avatars).
   * @default 'none'
   */
  radius?: (typeof imageRadii)[number];
  /**
   * Fill the parent box instead of sizing to width/height (the ratio still comes from them).
   * @default false
   */
  fill?: boolean;
  /**
   * Lazy by default; 'eager' for the picture above the fold (the first banner, a detail photo).
   * @default 'lazy'
   */
  loading?: 'lazy' | 'eager';
}

/**
 * Every picture from the server (listings, avatars, logos): an image that never shifts the layout and never
 * shows a broken-image icon; a missing or failed picture shows a neutral placeholder.
 *
 * It loads lazily unless `loading="eager"` (the picture above the fold), and `width` and `height` reserve its
 * space before it arrives.
 */
export function Image({
  src,
  alt,
  width,
  height,
  fit,
  radius,
  fill,
  loading = 'lazy',
  className,
  style,
  onError,
  ...rest
}: ImageProps) {
  // Remembering which src failed (rather than a flag) resets the fallback when src changes.
  const [failedSrc, setFailedSrc] = useState<string>();
  const showPlaceholder = !src || src === failedSrc;

  return (
    <img
      decoding="async"
      {...rest}
      src={showPlaceholder ? placeholderImage : src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      // The ratio always comes from width/height, not from whatever file loads (the square placeholder
      // would otherwise change the box).
      style={{ aspectRatio: `${width} / ${height}`, ...style }}
      data-placeholder={showPlaceholder || undefined}
      onError={(event) => {
        if (src) setFailedSrc(src);
        onError?.(event);
      }}
      className={[styles.image({ fit: showPlaceholder ? 'contain' : fit, radius, fill }), className]
        .filter(Boolean)
        .join(' ')}
    />
  );
}
