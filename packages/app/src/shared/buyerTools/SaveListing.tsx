import { useEffect, useState } from 'react';
import { SaveToggle, Text } from '@plastihub/ui';
import { useSignedInUserId } from '../account/signedInUser';
import { href } from '../routing/paths';
import { useNavigate } from '../routing/useNavigate';
import { useAppSelector } from '../store/hooks';
import type { ListingRef } from './listingItem';
import { rememberPendingSave, takePendingSave } from './pendingSave';
import { addToShortlist, isSaved, toggleShortlist } from './shortlist';
import type { ToolResult } from './toolResult';
import { KEPT_IN_THIS_TAB_MESSAGE, useBuyerTool } from './userStore';

/**
 * The Save heart of a listing (on its card and its details page): saves it to the user's shortlist or takes it
 * out. A guest is asked to sign in first; the save happens once they are back.
 */
export function SaveListing({ listing, size }: { listing: ListingRef; size?: 'small' | 'medium' }) {
  const signedIn = useAppSelector(({ auth }) => auth.signedIn);
  const userId = useSignedInUserId();
  const navigate = useNavigate();
  const { items, update } = useBuyerTool(userId, 'shortlist');
  const [message, setMessage] = useState<string | null>(null);

  const change = (tool: (list: typeof items) => ToolResult<typeof items>) => {
    let refusal: string | null = null;
    const outcome = update((list) => {
      const result = tool(list);
      if (result.ok) return result.value;
      refusal = result.message;
      return list;
    });
    setMessage(refusal ?? (outcome === 'thisTabOnly' ? KEPT_IN_THIS_TAB_MESSAGE : null));
  };

  // Back from signing in (or the profile just loaded): the save the guest asked for. A full shortlist refuses it,
  // as it would refuse a press of the heart.
  useEffect(() => {
    if (userId === null) return;
    const pending = takePendingSave();
    if (!pending) return;
    update((list) => {
      const result = addToShortlist(list, pending, new Date());
      return result.ok ? result.value : list;
    });
  }, [userId, update]);

  const onChange = () => {
    if (userId === null) {
      rememberPendingSave(listing);
      if (!signedIn) {
        const here = `${location.pathname}${location.search}`;
        navigate(href('login', { query: { next: here } }));
      }
      return;
    }
    change((list) => toggleShortlist(list, listing, new Date()));
  };

  return (
    <>
      <SaveToggle
        saved={isSaved(items, listing)}
        onChange={onChange}
        label={`Save ${listing.title}`}
        size={size}
      />
      {message && (
        <Text size="small" tone="muted" role="status">
          {message}
        </Text>
      )}
    </>
  );
}
