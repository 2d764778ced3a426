import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { Card } from '../Card';
import { DeleteButton } from '../DeleteButton';
import { EmptyState } from '../EmptyState';
import { Image } from '../Image';
import { Link } from '../Link';
import { Badge } from '../Badge';
import { StatusBadge } from '../StatusBadge';
import { Heading } from '../Text';
import { heading } from '../Text/Text.css';
import * as styles from './ListingCard.css';

export const listingImageFits = ['cover', 'contain'] as const;

/** One line under the title: "Ahmedabad, Gujarat, India" or "Spare capacity: 200 Hours/Month". */
export interface ListingMetaLine {
  /** Shown before the value as "Label: "; leave it out for a line that speaks for itself (a place). */
  label?: string;
  /** Lines without a value (null, '') are left out. */
  value: ReactNode;
}

/** A card's Add to compare / Remove from compare button. */
export interface ListingCompareToggle {
  /** The listing is in the compare list: the button says "Remove from compare". */
  selected: boolean;
  /** Called by the button; the app adds or removes the listing. */
  onToggle: () => void;
}

export interface ListingCardProps {
  /** The listing's name: the card's heading and the link to its page. */
  title: string;
  /** Where the title links to (client-side under the app's RouterProvider, see Link). */
  href: string;
  /** The picture's URL; missing, the card shows the neutral placeholder. */
  imageSrc?: string | null;
  /**
   * '' (the default) when the picture only illustrates the title next to it.
   * @default ''
   */
  imageAlt?: string;
  /**
   * `contain` for logos, so they are not cropped.
   * @default 'cover'
   */
  imageFit?: (typeof listingImageFits)[number];
  /**
   * False for listings that never have a picture (jobs): no empty picture frame.
   * @default true
   */
  picture?: boolean;
  /**
   * Lines under the title (place, capacity...), in order.
   * @default []
   */
  meta?: readonly ListingMetaLine[];
  /** Already formatted, e.g. formatRupees(): "Rs. 1,25,000". */
  price?: string;
  /** A seller's own listing: its `approved` value, shown as a StatusBadge. */
  status?: string | null;
  /**
   * Marked "New": listed since the user last opened this list (a saved search).
   * @default false
   */
  isNew?: boolean;
  /** Shown above the title as "Reference ID: 1024". */
  referenceId?: string | number;
  /** Shows a View link (to `href`) with this text, e.g. "View" or "View Details". */
  viewLabel?: string;
  /** Shows Delete; the listing is deleted only after the confirmation. */
  onDelete?: () => void;
  /**
   * The delete is being sent: the Delete button shows busy and ignores presses.
   * @default false
   */
  deleting?: boolean;
  /** Shows Add to compare / Remove from compare. */
  compare?: ListingCompareToggle;
  /** More buttons after the built-in ones (e.g. Apply on a job). */
  actions?: ReactNode;
  /**
   * The title's outline level, to fit the page around the grid (it looks the same at every level).
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * The card is in the first row of a list: its picture loads at once and ahead of other pictures (it is often
   * the page's largest element, its LCP).
   * @default false
   */
  imageEager?: boolean;
}

/** A place from its parts, skipping the empty ones and those it already says: ("Pune", "", "India") -> "Pune, India". */
export function formatPlace(...parts: ReadonlyArray<string | null | undefined>): string {
  const shown: string[] = [];
  const said = new Set<string>();
  for (const part of parts) {
    const text = part?.trim();
    // A part the place already says is left out: an address of "Plot 12, GIDC, Vapi, Gujarat" ends with its city
    // and state, and would otherwise read "..., Vapi, Gujarat, Vapi, Gujarat".
    if (!text || said.has(text.toLowerCase())) continue;
    shown.push(text);
    for (const segment of text.split(',')) said.add(segment.trim().toLowerCase());
  }
  return shown.join(', ');
}

const hasValue = (value: ReactNode) =>
  value !== null && value !== undefined && value !== false && value !== '';

/**
 * A listing in a grid (trade products, machines, tool rooms, materials, executives, jobs...). The
 * title is the link; the buttons are separate controls, each described by the title so "Delete"
 * says which listing it deletes.
 */
export function ListingCard({
  title,
  href,
  imageSrc,
  imageAlt = '',
  imageFit = 'cover',
  picture = true,
  meta = [],
  price,
  status,
  isNew = false,
  referenceId,
  viewLabel,
  onDelete,
  deleting = false,
  compare,
  actions,
  headingLevel = 3,
  imageEager = false,
}: ListingCardProps) {
  const titleId = useId();
  const lines = meta.filter((line) => hasValue(line.value));
  const hasActions = viewLabel !== undefined || onDelete || compare || actions;

  return (
    <Card
      as="article"
      padding="none"
      aria-labelledby={titleId}
      className={styles.card}
      data-picture={picture}
    >
      {picture && (
        <div className={styles.media}>
          <Image
            src={imageSrc}
            alt={imageAlt}
            width={400}
            height={300}
            fit={imageFit}
            fill
            loading={imageEager ? 'eager' : 'lazy'}
            fetchPriority={imageEager ? 'high' : undefined}
          />
        </div>
      )}
      <div className={styles.body}>
        {(status || isNew || referenceId !== undefined) && (
          <div className={styles.statusRow}>
            {isNew && <Badge tone="info">New</Badge>}
            {status && <StatusBadge approved={status} />}
            {referenceId !== undefined && (
              <span className={styles.reference}>Reference ID: {referenceId}</span>
            )}
          </div>
        )}
        <Heading level={headingLevel} visualLevel={4} id={titleId} className={styles.title}>
          <Link href={href}>{title}</Link>
        </Heading>
        {lines.length > 0 && (
          <ul className={styles.meta}>
            {lines.map((line, index) => (
              <li key={line.label ?? index}>
                {line.label && <span className={styles.metaLabel}>{line.label}: </span>}
                {line.value}
              </li>
            ))}
          </ul>
        )}
        {price && <p className={styles.price}>{price}</p>}
      </div>
      {hasActions && (
        <div className={styles.actions}>
          {viewLabel !== undefined && (
            <Link href={href} asButton size="small" aria-describedby={titleId}>
              {viewLabel}
            </Link>
          )}
          {compare && (
            <Button variant="secondary" size="small" onPress={compare.onToggle} aria-describedby={titleId}>
              {compare.selected ? 'Remove from compare' : 'Add to compare'}
            </Button>
          )}
          {actions}
          {onDelete && (
            <DeleteButton
              itemName={title}
              onDelete={onDelete}
              pending={deleting}
              size="small"
              aria-describedby={titleId}
            />
          )}
        </div>
      )}
    </Card>
  );
}

/** The grid's placeholder for an item the server sent empty (the spec's "Record Not Found"). */
export function ListingCardMissing({ headingLevel = 3 }: Pick<ListingCardProps, 'headingLevel'>) {
  return (
    <Card as="article" padding="medium" className={styles.card}>
      <EmptyState variant="missing" headingLevel={headingLevel} />
    </Card>
  );
}

/**
 * A card's shape while results load, hidden from assistive technology (the grid says it is busy): a picture, the
 * title, one line under it, the price and the View button, each as tall as on a card, so that nothing below moves
 * when the cards come. `picture={false}` for cards without one (jobs).
 */
export function ListingCardSkeleton({
  picture = true,
}: {
  /**
   * Whether the stand-in has a picture frame, as the cards it stands for do.
   * @default true
   */
  picture?: boolean;
}) {
  return (
    <div className={styles.skeleton} aria-hidden="true" data-picture={picture}>
      {picture && <div className={styles.skeletonMedia} />}
      <div className={styles.body}>
        <div className={heading({ level: 4 })}>
          <span className={styles.skeletonBar} data-width="long" />
        </div>
        <div className={styles.meta}>
          <div>
            <span className={styles.skeletonBar} data-width="medium" />
          </div>
        </div>
        <div className={styles.price}>
          <span className={styles.skeletonBar} data-width="short" />
        </div>
      </div>
      <div className={styles.actions}>
        <span className={styles.skeletonButton} />
      </div>
    </div>
  );
}
