import { useRef, useState } from 'react';
import { Button, Dialog, DialogClose, Link, Text, TextField } from '@plastihub/ui';
import { useLocation, useSearch } from 'wouter';
import type { ResourceCall } from '../data/definitions';
import { useSignedInUserId } from '../account/signedInUser';
import { href } from '../routing/paths';
import { useNavigate } from '../routing/useNavigate';
import { useAppSelector } from '../store/hooks';
import { MAX_SEARCH_NAME_LENGTH, findSavedSearch, saveSearch } from './savedSearches';
import { KEPT_IN_THIS_TAB_MESSAGE, useBuyerTool } from './userStore';

interface SaveSearchProps {
  /** The name offered: the list's label ("Virgin Polymers products"). */
  defaultName: string;
  /** The listing kind, as My Saved Searches names it ("Trade products"). */
  kind: string;
  /** The list call on screen and the ids it shows (what counts as seen); null until its answer is in. */
  list: ResourceCall;
  shownIds: readonly string[] | null;
}

/**
 * "Save this search" under a filtered list: keeps the URL's filters with a name (asked in a dialog) for the user's
 * My Saved Searches. A list already saved says so instead. A guest is asked to sign in first.
 */
export function SaveSearch({ defaultName, kind, list, shownIds }: SaveSearchProps) {
  const signedIn = useAppSelector(({ auth }) => auth.signedIn);
  const userId = useSignedInUserId();
  const navigate = useNavigate();
  const [path] = useLocation();
  const filters = useSearch();
  const { items, update } = useBuyerTool(userId, 'savedSearches');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const nameField = useRef<HTMLInputElement>(null);

  const saved = findSavedSearch(items, path, filters);
  if (saved) {
    return (
      <Text size="small" tone="muted" role="status">
        {message ?? `Saved as "${saved.name}".`} <Link href={href('mySavedSearches')}>My Saved Searches</Link>
      </Text>
    );
  }

  const start = () => {
    if (userId === null) {
      if (!signedIn) navigate(href('login', { query: { next: `${path}${filters ? `?${filters}` : ''}` } }));
      return;
    }
    setName(defaultName);
    setError(null);
    setOpen(true);
  };

  const submit = () => {
    if (shownIds === null) return;
    let refusal: string | null = null;
    const outcome = update((searches) => {
      const result = saveSearch(searches, { name, kind, path, filters, list, seenIds: shownIds }, new Date());
      if (result.ok) return result.value;
      refusal = result.message;
      return searches;
    });
    if (refusal) {
      setError(refusal);
      return;
    }
    setMessage(outcome === 'thisTabOnly' ? KEPT_IN_THIS_TAB_MESSAGE : `Search saved as "${name.trim()}".`);
    setOpen(false);
  };

  return (
    <>
      <Button
        variant="secondary"
        size="small"
        onPress={start}
        // Until the list's answer is in (and a session's profile, whose searches these are).
        disabled={shownIds === null || (signedIn && userId === null)}
      >
        Save this search
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="small"
        initialFocusRef={nameField}
        title="Save this search"
        description="Find it in My Saved Searches, with the listings that are new since you last opened it."
        footer={
          <>
            <DialogClose>Cancel</DialogClose>
            <Button onPress={submit}>Save</Button>
          </>
        }
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <TextField
            ref={nameField}
            label="Name"
            required
            value={name}
            onChange={(next) => {
              setName(next);
              setError(null);
            }}
            maxLength={MAX_SEARCH_NAME_LENGTH + 20}
            error={error ?? undefined}
          />
        </form>
      </Dialog>
    </>
  );
}
