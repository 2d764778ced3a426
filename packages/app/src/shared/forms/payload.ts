import type { ImageList } from './formValues';

/**
 * The `images` of a seller machine form for the api-client (which sends them as `image1` to
 * `image4`): a stored photo that is kept leaves its slot empty, which keeps it on the server; new
 * photos go into the slots that are free, first to last. A stored photo removed without a new
 * one in its slot stays stored: the update call has no way to clear a slot.
 */
export function imageSlots(images: ImageList, slots = 4): (File | null)[] {
  const kept = new Set(images.saved.map((image) => image.slot));
  const files = [...images.files];
  return Array.from({ length: slots }, (_, slot) => (kept.has(slot) ? null : (files.shift() ?? null)));
}

/** The one new file of a single-photo field (a logo, a tool machine's or product's image), or null to keep the stored one. */
export const newImage = (images: ImageList): File | null => images.files[0] ?? null;
