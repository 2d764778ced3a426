import { Button, EmptyState, Heading, Stack } from '@plastihub/ui';
import { AccountLayout } from '../../../shared/account/AccountLayout';
import { useSignedInUserId } from '../../../shared/account/signedInUser';
import { groupByKind, removeFromShortlist, useBuyerTool } from '../../../shared/buyerTools';
import { SavedListings } from '../../../shared/buyerTools/SavedListings';

/** My Shortlist: the listings the user saved, of every kind, grouped by kind; each opens its details page. */
export default function MyShortlistScreen() {
  return (
    <AccountLayout
      title="My Shortlist"
      description="Listings you saved with the heart, kept in this browser for your account."
    >
      <Shortlist />
    </AccountLayout>
  );
}

function Shortlist() {
  const { items, update } = useBuyerTool(useSignedInUserId(), 'shortlist');
  if (items.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        description="Save a listing with the heart on its card or its page, and it shows here."
      />
    );
  }
  return (
    <Stack space="xl">
      {groupByKind(items, []).map((group) => (
        <Stack as="section" space="md" key={group.kind} aria-label={group.kind}>
          <Heading level={2}>{group.kind}</Heading>
          <SavedListings
            items={group.items}
            label={`Saved ${group.kind} listings`}
            actionsOf={(item) => (
              <Button
                variant="secondary"
                size="small"
                aria-label={`Remove ${item.title} from My Shortlist`}
                onPress={() => update((list) => removeFromShortlist(list, item))}
              >
                Remove
              </Button>
            )}
          />
        </Stack>
      ))}
    </Stack>
  );
}
