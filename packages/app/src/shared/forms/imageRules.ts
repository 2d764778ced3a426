import { imageCount, type ImageList } from './formValues';
import { withHints, type Rule } from './rules';

/**
 * Rules for a form's photos. They check the newly picked files (stored photos were checked when
 * they were sent) and name the file that breaks them, so the user knows which one to remove.
 */

const MEGABYTE = 1024 * 1024;

/** What a listing's photo may be (the sellers' forms): JPG, PNG or WebP, up to 5 MB each. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_LIMIT_MB = 5;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The first photo is required (the server's `image1`); any stored photo counts. */
export const firstImageRequired = (
  message = 'Add at least one photo. The first one is shown in lists.',
): Rule<ImageList> => withHints((images) => (imageCount(images) > 0 ? null : message), { required: true });

/** No more than `max` photos, stored and new together; the picker stops at the same number. */
export const maxImages = (max: number, message?: string): Rule<ImageList> =>
  withHints(
    (images) => {
      const extra = imageCount(images) - max;
      if (extra <= 0) return null;
      return message ?? `You can add up to ${plural(max, 'photo', 'photos')}. Remove ${extra} to continue.`;
    },
    { maxImages: max },
  );

const typeNames: Record<string, string> = {
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/svg+xml': 'SVG',
  'image/heic': 'HEIC',
  'image/avif': 'AVIF',
};
const typeName = (type: string) => typeNames[type] ?? type.replace(/^image\//, '').toUpperCase();

const extensionTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  heic: 'image/heic',
  avif: 'image/avif',
};

// Some Android pickers leave `type` empty; the extension then decides.
const typeOf = (file: File) =>
  file.type || extensionTypes[file.name.split('.').pop()?.toLowerCase() ?? ''] || '';

/** Words for a list of types: "JPG, PNG or WebP". */
export function typeList(types: readonly string[]) {
  const names = [...new Set(types.map(typeName))];
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** Only these MIME types, e.g. `imageTypes(['image/jpeg', 'image/png'])`. */
export const imageTypes = (
  types: readonly string[],
  message: (file: File) => string = (file) =>
    `${file.name} is not a ${typeList(types)} image. Choose a ${typeList(types)} file.`,
): Rule<ImageList> =>
  withHints((images) => {
    const wrong = images.files.find((file) => !types.includes(typeOf(file)));
    return wrong ? message(wrong) : null;
  }, {});

const megabytes = (bytes: number) => `${Number((bytes / MEGABYTE).toFixed(1))} MB`;

/** No photo larger than this many megabytes. */
export const maxImageSize = (
  maxMegabytes: number,
  message: (file: File) => string = (file) =>
    `${file.name} is ${megabytes(file.size)}; a photo can be up to ${maxMegabytes} MB. Choose a smaller one.`,
): Rule<ImageList> =>
  withHints((images) => {
    const large = images.files.find((file) => file.size > maxMegabytes * MEGABYTE);
    return large ? message(large) : null;
  }, {});
