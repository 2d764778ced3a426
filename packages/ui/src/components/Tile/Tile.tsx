import { useRef, type ReactNode } from 'react';
import { mergeProps, useButton, useFocusRing, useHover } from 'react-aria';
import { Image, type imageFits } from '../Image';
import { navigateClickHandler } from '../Link';
import * as styles from './Tile.css';

interface TileLook {
  /** The tile's name, clamped to two lines (the full text stays available to screen readers). */
  label: string;
  image: string | null | undefined;
  /** Usually '' because the label already names the tile. */
  imageAlt?: string;
  imageFit?: (typeof imageFits)[number];
  /** Intrinsic size of the square picture in px (reserves its space before it loads). */
  imageSize?: number;
  className?: string;
}

export interface TileProps extends TileLook {
  /** Where the tile goes: it renders as one link. */
  href?: string;
  /** The app router; a plain click calls it, modified clicks open natively. */
  onNavigate?: (href: string) => void;
  /** Without `href` the tile is one button, for tiles that act on the page (open a dialog, pick a value). */
  onPress?: () => void;
}

function TileContent({ label, image, imageAlt = '', imageFit, imageSize = 160 }: TileLook): ReactNode {
  return (
    <>
      <span className={styles.media}>
        <Image src={image} alt={imageAlt} width={imageSize} height={imageSize} fit={imageFit} fill />
      </span>
      <span className={styles.label}>{label}</span>
    </>
  );
}

function ButtonTileView({ onPress, className, ...look }: TileLook & Pick<TileProps, 'onPress'>) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps, isPressed } = useButton({ onPress }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  return (
    <button
      {...mergeProps(buttonProps, focusProps, hoverProps)}
      ref={ref}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      className={[styles.tile, className].filter(Boolean).join(' ')}
    >
      <TileContent {...look} />
    </button>
  );
}

function LinkTileView({
  href,
  onNavigate,
  className,
  ...look
}: TileLook & { href: string; onNavigate?: (href: string) => void }) {
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  return (
    <a
      {...mergeProps(focusProps, hoverProps)}
      href={href}
      onClick={navigateClickHandler(href, onNavigate)}
      data-hovered={isHovered || undefined}
      data-focus-visible={isFocusVisible || undefined}
      className={[styles.tile, className].filter(Boolean).join(' ')}
    >
      <TileContent {...look} />
    </a>
  );
}

/** A picture with a name, the whole of it one link (href) or one button (onPress): category and home tiles. */
export function Tile({ href, onNavigate, onPress, ...look }: TileProps) {
  return href === undefined ? (
    <ButtonTileView onPress={onPress} {...look} />
  ) : (
    <LinkTileView href={href} onNavigate={onNavigate} {...look} />
  );
}
