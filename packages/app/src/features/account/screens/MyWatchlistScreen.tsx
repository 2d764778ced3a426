import {
  Button,
  Card,
  EmptyState,
  formatRupees,
  Heading,
  Inline,
  Link,
  PriceChange,
  Sparkline,
  Stack,
  Text,
} from '@plastihub/ui';
import { AccountLayout } from '../../../shared/account/AccountLayout';
import { useSignedInUserId } from '../../../shared/account/signedInUser';
import { changeSinceLastVisit, removeWatch, useBuyerTool, type PriceWatch } from '../../../shared/buyerTools';

/** My Watchlist: the materials whose city price the user watches, with the change since the last visit. */
export default function MyWatchlistScreen() {
  return (
    <AccountLayout
      title="My Watchlist"
      description="Material prices you watch. The prices are the ones you saw in this browser, one a day, for up to 90 days."
    >
      <Watchlist />
    </AccountLayout>
  );
}

function Watchlist() {
  const { items, update } = useBuyerTool(useSignedInUserId(), 'priceWatch');
  if (items.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        description="Watch a material's price on its page, and how it moves shows here."
      />
    );
  }
  return (
    <Stack as="ul" space="md" aria-label="Watched prices">
      {items.map((watch) => (
        <li key={`${watch.materialId} ${watch.city}`}>
          <WatchedPrice watch={watch} onRemove={() => update((list) => removeWatch(list, watch))} />
        </li>
      ))}
    </Stack>
  );
}

function WatchedPrice({ watch, onRemove }: { watch: PriceWatch; onRemove: () => void }) {
  const latest = watch.prices.at(-1);
  const change = changeSinceLastVisit(watch.prices);
  const name = `${watch.title} in ${watch.city}`;
  return (
    <Card as="article" padding="large" aria-label={name}>
      <Stack space="sm">
        <Heading level={2} visualLevel={4}>
          <Link href={watch.path}>{watch.title}</Link>
        </Heading>
        <Text tone="muted">
          {watch.city}
          {latest ? `: ${formatRupees(latest.price)} / Kg on ${latest.date}` : ': no price seen yet'}
        </Text>
        {change && (
          <Text>
            Since your last visit:{' '}
            <PriceChange previous={change.previous.price} current={change.current.price} />
          </Text>
        )}
        <Inline space="md">
          <Sparkline points={watch.prices} />
          <Button variant="secondary" size="small" aria-label={`Stop watching ${name}`} onPress={onRemove}>
            Stop watching
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
