/** A photo already stored with the listing (edit forms), in its server slot (`image1` is slot 0). */
export interface SavedImage {
  url: string;
  slot: number;
}

/** The photos of a form: those already stored (edit forms) and those picked since. */
export interface ImageList {
  saved: readonly SavedImage[];
  files: readonly File[];
}

/**
 * What a form field holds. Numbers and pin codes stay the text the user typed (a PIN code's
 * leading zero survives, "12." is not silently turned into 12); lists hold checked options.
 */
export type FieldValue = string | readonly string[] | ImageList;
export type FormValues = Record<string, FieldValue>;

/** The fields of V that hold text: plain text, numbers, pin codes, single choices. */
export type TextKeys<V> = { [K in keyof V]-?: V[K] extends string ? K : never }[keyof V] & string;
/** The fields of V that hold a list of choices (checkbox lists, multi-selects). */
export type ListKeys<V> = {
  [K in keyof V]-?: V[K] extends readonly string[] ? K : never;
}[keyof V] &
  string;
/** The fields of V that hold photos. */
export type ImageKeys<V> = { [K in keyof V]-?: V[K] extends ImageList ? K : never }[keyof V] & string;

export const noImages: ImageList = { saved: [], files: [] };

/**
 * The stored photos of a listing as a form starts with them: `image1` to `image4` in slot order,
 * blanks included, so each photo keeps its slot. A list without blanks is read as slots 1, 2, ...
 */
export function savedImages(slots: readonly (string | null | undefined)[]): ImageList {
  const saved = slots.flatMap((url, slot) => (url ? [{ url, slot }] : []));
  return { saved, files: [] };
}

export const isImageList = (value: FieldValue): value is ImageList =>
  typeof value === 'object' && !Array.isArray(value) && 'files' in value;

export const imageCount = (images: ImageList) => images.saved.length + images.files.length;

/** Whether a field holds nothing: blank text, no checked option, no photo. */
export function isBlank(value: FieldValue): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (isImageList(value)) return imageCount(value) === 0;
  return value.length === 0;
}
