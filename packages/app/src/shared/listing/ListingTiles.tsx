import type { ReactNode } from 'react';
import { Grid, InBatches, RouterProvider, Tile, type TileProps } from '@plastihub/ui';
import type { ResourceView } from '../data/useData';
import { useAppDispatch } from '../store/hooks';
import { ScreenState } from '../page/ScreenState';
import { selectionMade } from '../storage/selection.saga';
import { itemHref, type ListingCards } from './listingKind';

export interface ListingTilesProps<Item> {
  kind: ListingCards<Item>;
  results: ResourceView<readonly Item[]>;
  /** Names the list: "Industries". */
  label: string;
  /** Drawn on every tile whose item has no picture (polymers are names only). */
  icon?: ReactNode;
  /** `inline` for items that are mostly a long name: a small picture beside up to three lines. */
  layout?: TileProps['layout'];
  /** Tiles after the server's (Manpower's Jobs tile), each an `<li>`. */
  extra?: ReactNode;
}

/**
 * A list of choices as tiles (categories, industries, polymers): a picture and a name clamped to two lines,
 * each opening its list or page with its selection handed over. Loading, failure with Try again and
 * "No Data Found" as on every screen.
 */
export function ListingTiles<Item>({ kind, results, label, icon, layout, extra }: ListingTilesProps<Item>) {
  const dispatch = useAppDispatch();
  return (
    <ScreenState resource={results} isEmpty={(items) => items.length === 0 && !extra}>
      {(items) => (
        <InBatches
          items={items}
          // Tiles may lead to the same list (the kinds of labour teams): the place keeps keys apart.
          itemKey={(item, index) => `${index}:${itemHref(kind, item)}`}
          renderItem={(item, _index, place) => {
            const selection = kind.selectionOf(item);
            const to = itemHref(kind, item);
            const { title, imageSrc, imageFit } = kind.card(item);
            return (
              <li {...place}>
                <RouterProvider navigate={() => dispatch(selectionMade({ values: selection, to }))}>
                  <Tile
                    label={title}
                    image={imageSrc}
                    icon={imageSrc ? undefined : icon}
                    imageFit={imageFit}
                    layout={layout}
                    href={to}
                  />
                </RouterProvider>
              </li>
            );
          }}
        >
          {(shown, list) => (
            <Grid
              as="ul"
              minColumnWidth={layout === 'inline' ? '220px' : '140px'}
              space="md"
              aria-label={label}
              ref={list.ref}
              style={list.style}
            >
              {shown}
              {list.remaining === 0 && extra}
            </Grid>
          )}
        </InBatches>
      )}
    </ScreenState>
  );
}
