import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage } from '../storage/browserStorage';
import { readListingItem, type ListingItem } from './listingItem';
import { MAX_RECENTLY_VIEWED } from './recentlyViewed';
import { MAX_SAVED_SEARCHES, readSavedSearch, type SavedSearch } from './savedSearches';
import { MAX_SHORTLIST } from './shortlist';
import { MAX_PRICE_WATCHES, readPriceWatch, type PriceWatch } from './priceWatch';
import { isRecord, listOf } from './storedValues';

/**
 * The buyer tools of each signed-in user, kept in this browser (localStorage, so every tab of the user shares
 * them and they outlast the session): one JSON document per user, under a key with the user's id, so that
 * whoever signs in next on this browser sees only their own. Full or blocked storage keeps a change in this tab's
 * memory (browserStorage) and what was stored before as it was, and the screens say the change could not be saved.
 */
export interface ToolsData {
  shortlist: readonly ListingItem[];
  recentlyViewed: readonly ListingItem[];
  savedSearches: readonly SavedSearch[];
  priceWatch: readonly PriceWatch[];
}

export type ToolsSection = keyof ToolsData;

/** A change of a section's shape is a new version: a document of another version is not read, and is replaced. */
const SCHEMA_VERSION = 1;
const KEY_PREFIX = 'plastihub.tools.';

export const toolsStorageKey = (userId: number) => `${KEY_PREFIX}v${SCHEMA_VERSION}.${userId}`;

const EMPTY_TOOLS: ToolsData = { shortlist: [], recentlyViewed: [], savedSearches: [], priceWatch: [] };

/** Each section on its own: a section (or an item of one) that is not ours is dropped, not the document. */
function parseTools(raw: string | null): ToolsData {
  if (raw === null) return EMPTY_TOOLS;
  let document: unknown;
  try {
    document = JSON.parse(raw);
  } catch {
    return EMPTY_TOOLS;
  }
  if (!isRecord(document) || document.version !== SCHEMA_VERSION) return EMPTY_TOOLS;
  return {
    shortlist: listOf(document.shortlist, readListingItem, MAX_SHORTLIST),
    recentlyViewed: listOf(document.recentlyViewed, readListingItem, MAX_RECENTLY_VIEWED),
    savedSearches: listOf(document.savedSearches, readSavedSearch, MAX_SAVED_SEARCHES),
    priceWatch: listOf(document.priceWatch, readPriceWatch, MAX_PRICE_WATCHES),
  };
}

const local = () => browserStorage('local');

/** The last document read per key, so that a screen gets the same object until the stored text changes. */
const lastRead = new Map<string, { raw: string | null; tools: ToolsData }>();
/** The users whose last change the browser refused: it lives in this tab's memory only. */
const keptInThisTab = new Set<string>();
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** The user's tools; a guest (null) has none. */
export function readTools(userId: number | null): ToolsData {
  if (userId === null) return EMPTY_TOOLS;
  const key = toolsStorageKey(userId);
  const raw = local().getItem(key);
  const last = lastRead.get(key);
  if (last?.raw === raw) return last.tools;
  const tools = parseTools(raw);
  lastRead.set(key, { raw, tools });
  return tools;
}

/**
 * How a change went: kept in this browser; kept only until this tab closes (the storage is full or blocked);
 * or refused, as a guest has no tools (the screen asks them to sign in).
 */
export type SaveOutcome = 'saved' | 'thisTabOnly' | 'signInNeeded';

/** What a save kept only in this tab (`thisTabOnly`) tells the user: what they saved before is safe. */
export const KEPT_IN_THIS_TAB_MESSAGE =
  'Saved in this tab only: this browser has no room to keep it, so this change is lost when you close the tab. What you saved before is kept.';

const serialize = (tools: ToolsData) => JSON.stringify({ version: SCHEMA_VERSION, ...tools });

/**
 * Makes room in a full storage from what is cheapest to lose: the listings opened recently, of every user of this
 * browser. True when there was any to drop.
 */
function dropRecentlyViewed(): boolean {
  let dropped = false;
  let keys: string[];
  try {
    keys = Object.keys(window.localStorage).filter((key) => key.startsWith(KEY_PREFIX));
  } catch {
    return false;
  }
  for (const key of keys) {
    const tools = parseTools(local().getItem(key));
    if (tools.recentlyViewed.length === 0) continue;
    // Shorter than what is stored: it fits where the longer one did.
    local().setItem(key, serialize({ ...tools, recentlyViewed: [] }));
    dropped = true;
  }
  return dropped;
}

/**
 * Stores the user's tools. A write that does not fit leaves what is stored as it was (browserStorage): room is
 * made from the listings opened recently, and the write tried again without them; a change to the recently opened
 * listings themselves is not worth the others' room, and stays in this tab.
 */
function store(key: string, tools: ToolsData, section: ToolsSection): boolean {
  if (local().setItem(key, serialize(tools))) return true;
  if (section === 'recentlyViewed' || !dropRecentlyViewed()) return false;
  return local().setItem(key, serialize({ ...tools, recentlyViewed: [] }));
}

/** Changes one section of the user's tools, from what is stored now (another tab may have changed it). */
export function updateTools<S extends ToolsSection>(
  userId: number | null,
  section: S,
  change: (current: ToolsData[S]) => ToolsData[S],
): SaveOutcome {
  if (userId === null) return 'signInNeeded';
  const key = toolsStorageKey(userId);
  const current = readTools(userId);
  const saved = store(key, { ...current, [section]: change(current[section]) }, section);
  if (saved) keptInThisTab.delete(key);
  else keptInThisTab.add(key);
  notify();
  return saved ? 'saved' : 'thisTabOnly';
}

/** My Account's "Clear my saved data": every tool of the user goes, from this browser and this tab. */
export function clearToolsData(userId: number) {
  const key = toolsStorageKey(userId);
  local().removeItem(key);
  keptInThisTab.delete(key);
  notify();
}

function subscribe(changed: () => void) {
  listeners.add(changed);
  // Another tab changed them (a null key: it cleared the storage).
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(KEY_PREFIX)) changed();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(changed);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/**
 * One tool of the user, following changes from any tab, and how to change it. `userId` is the signed-in user's
 * (shared/account: useSignedInUserId); null for a guest, who sees an empty tool and whose changes are refused.
 * `keptInThisTabOnly`: the user's last change could not be saved in this browser (full or blocked storage).
 */
export function useBuyerTool<S extends ToolsSection>(userId: number | null, section: S) {
  const items = useSyncExternalStore(
    subscribe,
    () => readTools(userId)[section],
    () => EMPTY_TOOLS[section],
  );
  const keptInThisTabOnly = useSyncExternalStore(
    subscribe,
    () => userId !== null && keptInThisTab.has(toolsStorageKey(userId)),
    () => false,
  );
  const update = useCallback(
    (change: (current: ToolsData[S]) => ToolsData[S]) => updateTools(userId, section, change),
    [userId, section],
  );
  return { items, update, keptInThisTabOnly };
}
