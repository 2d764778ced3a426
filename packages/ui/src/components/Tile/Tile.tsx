import { type ReactNode } from 'react';
import { Image, type imageFits } from '../Image';
import { useNavigateClick } from '../Link';
import * as styles from './Tile.css';

interface TileLook {
  /** The tile's name, clamped to two lines (the full text stays available to screen readers). */
  label: string;
  /** The picture's file (a category image from the server); missing shows the neutral placeholder. */
  image?: string | null;
  /**
   * A picture drawn in the page instead of a file, such as an inline SVG icon: no request and no separate
   * image document to decode, which adds up on a page of many tiles. Decorative: the label names the tile.
   */
  icon?: ReactNode;
  /**
   * Usually '' because the label already names the tile.
   * @default ''
   */
  imageAlt?: string;
  /**
   * How a picture of another shape fills the square: cropped (`cover`) or whole (`contain`, for logos).
   * @default 'cover'
   */
  imageFit?: (typeof imageFits)[number];
  /**
   * Intrinsic size of the square picture in px (reserves its space before it loads).
   * @default 160
   */
  imageSize?: number;
  /**
   * `stacked` (the default): the picture above the name, clamped to two lines. `inline`: a small picture
   * beside a name of up to three lines, for tiles that are mostly their name (polymers).
   * @default 'stacked'
   */
  layout?: (typeof tileLayouts)[number];
  /** Extra class on the link or button. */
  className?: string;
}

export const tileLayouts = ['stacked', 'inline'] as const;

const tileClass = (layout: TileLook['layout'], className?: string) =>
  [styles.tile, layout === 'inline' && styles.inline, className].filter(Boolean).join(' ');

export interface TileProps extends TileLook {
  /** Where the tile goes: it renders as one link (client-side under a RouterProvider, see Link). */
  href?: string;
  /** Without `href` the tile is one button, for tiles that act on the page (open a dialog, pick a value). */
  onPress?: () => void;
  /** The button opens a dialog (screen readers announce it so). */
  opensDialog?: boolean;
}

function TileContent({ label, image, icon, imageAlt = '', imageFit, imageSize = 160 }: TileLook): ReactNode {
  return (
    <>
      <span className={styles.media}>
        {icon ?? (
          <Image src={image} alt={imageAlt} width={imageSize} height={imageSize} fit={imageFit} fill />
        )}
      </span>
      <span className={styles.label}>{label}</span>
    </>
  );
}

// Native elements, their looks from CSS states (Tile.css.ts): React Aria's press, focus-ring and hover hooks
// ran for each of the home page's dozen tiles in its first render (docs/first-load.md, "Decisions").

function ButtonTileView({
  onPress,
  opensDialog,
  className,
  ...look
}: TileLook & Pick<TileProps, 'onPress' | 'opensDialog'>) {
  return (
    <button
      type="button"
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      onClick={(event) => {
        event.stopPropagation();
        onPress?.();
      }}
      className={tileClass(look.layout, className)}
    >
      <TileContent {...look} />
    </button>
  );
}

function LinkTileView({ href, className, ...look }: TileLook & { href: string }) {
  const navigateClick = useNavigateClick(href);
  return (
    <a href={href} onClick={navigateClick} className={tileClass(look.layout, className)}>
      <TileContent {...look} />
    </a>
  );
}

/** A picture with a name, the whole of it one link (href) or one button (onPress): category and home tiles. */
export function Tile({ href, onPress, opensDialog, ...look }: TileProps) {
  return href === undefined ? (
    <ButtonTileView onPress={onPress} opensDialog={opensDialog} {...look} />
  ) : (
    <LinkTileView href={href} {...look} />
  );
}
