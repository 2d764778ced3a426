import { useEffect, useId } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { MaterialDetails } from '@plastihub/api-client';
import { Button, Heading, PriceChange, Sparkline, Stack, Text } from '@plastihub/ui';
import { useSignedInUserId } from '../../../shared/account/signedInUser';
import {
  addWatch,
  changeSinceLastVisit,
  findWatch,
  recordSeenPrice,
  removeWatch,
  useBuyerTool,
} from '../../../shared/buyerTools';

/** The material's price for the city, as a number (per Kg); undefined when the server gives none. */
export const cityPriceValue = (material: Pick<MaterialDetails, 'prices'>, city: string) =>
  material.prices.find((entry) => entry.city.toLowerCase() === city.toLowerCase())?.price ?? undefined;

/**
 * Price watch on a material's page: Watch keeps the material's price for the city each time the user sees it
 * (per user, in this browser, 90 days); the page then shows the change since the last visit and a small chart.
 */
export function MaterialPriceWatch({ material, city }: { material: MaterialDetails; city: string }) {
  const headingId = useId();
  const [pathname] = useLocation();
  const search = useSearch();
  const { items, update } = useBuyerTool(useSignedInUserId(), 'priceWatch');
  const target = { materialId: material.id, city };
  const watch = findWatch(items, target);
  const price = cityPriceValue(material, city);
  const watching = watch !== undefined;

  // Seen on this visit: today's price of a watched material (one a day, the latest).
  useEffect(() => {
    if (watching && price !== undefined)
      update((list) => recordSeenPrice(list, { materialId: material.id, city }, price, new Date()));
  }, [watching, price, material.id, city, update]);

  const toggle = () =>
    update((list) => {
      if (watching) return removeWatch(list, target);
      const added = addWatch(
        list,
        { ...target, title: material.name, path: search ? `${pathname}?${search}` : pathname },
        price === undefined ? undefined : { price, now: new Date() },
      );
      return added.ok ? added.value : list;
    });

  const change = watch && changeSinceLastVisit(watch.prices);
  return (
    <Stack as="section" space="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Price watch
      </Heading>
      <Stack space="sm" alignItems="flex-start">
        <Button variant="secondary" aria-pressed={watching} onPress={toggle}>
          {watching ? `Watching the price in ${city}` : `Watch the price in ${city}`}
        </Button>
        {watch &&
          (change ? (
            <Text>
              Since your last visit:{' '}
              <PriceChange previous={change.previous.price} current={change.current.price} />
            </Text>
          ) : (
            <Text tone="muted">The change shows here from the next day you look at this price.</Text>
          ))}
        {watch && <Sparkline points={watch.prices} />}
        {watch && (
          <Text size="small" tone="muted">
            The chart shows the prices you saw in this browser, one a day, for up to 90 days.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
