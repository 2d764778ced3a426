// Some Android pickers and older browsers leave `type` empty; the extension then decides.
const imageExtension = /\.(avif|bmp|gif|heic|heif|jpe?g|png|svg|tiff?|webp)$/i;

/** Whether a picked file is an image (the `accept` attribute is only a hint to the picker). */
export function isImageFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type ? file.type.startsWith('image/') : imageExtension.test(file.name);
}

export interface PickResult<F> {
  /** Images to add, in the order they were picked. */
  accepted: F[];
  /** Picked files that are not images. */
  notImages: F[];
  /** Images left out because the limit was reached. */
  overLimit: number;
}

/** Splits a pick into images to add, files that are not images, and images over the limit. */
export function acceptImages<F extends Pick<File, 'name' | 'type'>>(
  picked: readonly F[],
  alreadyChosen: number,
  maxImages: number,
): PickResult<F> {
  const images = picked.filter(isImageFile);
  const room = Math.max(0, maxImages - alreadyChosen);
  return {
    accepted: images.slice(0, room),
    notImages: picked.filter((file) => !isImageFile(file)),
    overLimit: Math.max(0, images.length - room),
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What to tell the user about a pick, or undefined when everything was added. */
export function pickMessage(
  { notImages, overLimit }: PickResult<Pick<File, 'name'>>,
  maxImages: number,
): string | undefined {
  const parts: string[] = [];
  if (notImages.length === 1 && notImages[0]) {
    parts.push(`${notImages[0].name} is not an image. Choose a photo, such as a JPG or PNG file.`);
  } else if (notImages.length > 1) {
    parts.push(
      `${notImages.map((file) => file.name).join(', ')} are not images. Choose photos, such as JPG or PNG files.`,
    );
  }
  if (overLimit > 0) {
    parts.push(
      `You can add up to ${plural(maxImages, 'photo', 'photos')}; ${plural(overLimit, 'photo was', 'photos were')} not added.`,
    );
  }
  return parts.length > 0 ? parts.join(' ') : undefined;
}
