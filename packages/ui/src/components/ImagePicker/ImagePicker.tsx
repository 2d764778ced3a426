import { useCallback, useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { announce } from '@react-aria/live-announcer';
import { FieldGroup, hasMessage, type FieldMessages } from '../Field/Field';
import { CloseIcon, PlusIcon } from '../../forms/icons';
import { acceptImages, pickMessage } from './acceptImages';
import * as styles from './ImagePicker.css';

export interface ImagePickerProps extends Omit<FieldMessages, 'footer'> {
  /** The group's id, for an error summary link. Generated when absent. */
  id?: string;
  /** Newly chosen images, in order. */
  value: readonly File[];
  /**
   * Called with the new list of chosen files after an add (the accepted images appended) or a removal. Files
   * that are not images, and images over `maxImages`, never reach it: the field says so instead.
   */
  onChange: (files: File[]) => void;
  /**
   * URLs of the images already saved (edit forms), shown before the new ones.
   * @default []
   */
  existingImages?: readonly string[];
  /** Lets the user remove saved images; without it they are shown but kept. */
  onExistingImagesChange?: (urls: string[]) => void;
  /**
   * How many images in all, saved plus new; the spec allows 1 to 4 photos.
   * @default 4
   */
  maxImages?: number;
  /**
   * Turns off the Add photo and remove buttons.
   * @default false
   */
  disabled?: boolean;
}

type Item = { kind: 'existing'; url: string; index: number } | { kind: 'file'; file: File; index: number };

/**
 * A preview of a picked file through an object URL that lives exactly as long as the image
 * element: created when it mounts, revoked when it unmounts or shows another file.
 */
function FilePreview({ file, alt }: { file: File; alt: string }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt={alt} className={styles.thumbnail} />;
}

const photosText = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

/**
 * The photos field of a listing form. Up to `maxImages` photos: previews with a remove button each, an "Add
 * photo" button that opens the system picker (camera or gallery on Android), and "2 of 4 photos" under them.
 * Files that are not images, and photos over the limit, are turned away with a message at the field.
 */
export function ImagePicker({
  value,
  onChange,
  existingImages = [],
  onExistingImagesChange,
  maxImages = 4,
  disabled = false,
  error,
  ...messages
}: ImagePickerProps) {
  const [pickProblem, setPickProblem] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const removeButtons = useRef<Array<HTMLButtonElement | null>>([]);
  const focusAfterRemoval = useRef<number | null>(null);

  const items: Item[] = [
    ...existingImages.map((url, index) => ({ kind: 'existing' as const, url, index })),
    ...value.map((file, index) => ({ kind: 'file' as const, file, index })),
  ];
  const count = items.length;
  const full = count >= maxImages;

  // Removing a photo takes its button away; focus moves to the photo that took its place.
  useEffect(() => {
    const removedAt = focusAfterRemoval.current;
    if (removedAt === null) return;
    focusAfterRemoval.current = null;
    (removeButtons.current[Math.min(removedAt, count - 1)] ?? addButton.current)?.focus();
  });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.currentTarget.files ?? []);
    // Cleared so that picking the same file again still counts as a change.
    event.currentTarget.value = '';
    if (picked.length === 0) return;
    const result = acceptImages(picked, count, maxImages);
    const problem = pickMessage(result, maxImages);
    setPickProblem(problem);
    if (problem) announce(problem, 'assertive');
    if (result.accepted.length > 0) onChange([...value, ...result.accepted]);
  };

  const remove = (item: Item, position: number) => {
    focusAfterRemoval.current = position;
    setPickProblem(undefined);
    if (item.kind === 'file') onChange(value.filter((_, index) => index !== item.index));
    else onExistingImagesChange?.(existingImages.filter((_, index) => index !== item.index));
  };

  const openPicker = () => {
    if (!full && !disabled) fileInput.current?.click();
  };

  const shownError: ReactNode = pickProblem ?? error;

  return (
    <FieldGroup
      {...messages}
      requiredInLabel
      error={shownError}
      footer={<span role="status">{`${count} of ${photosText(maxImages)}`}</span>}
    >
      {(group) => (
        <div {...group} role="group" className={styles.picker}>
          {count > 0 && (
            <ul className={styles.previews}>
              {items.map((item, position) => {
                const number = position + 1;
                const removable = item.kind === 'file' || onExistingImagesChange !== undefined;
                return (
                  <li key={`${item.kind}-${item.index}`} className={styles.tile}>
                    {item.kind === 'file' ? (
                      <FilePreview file={item.file} alt={`Preview ${number}, ${item.file.name}`} />
                    ) : (
                      <img src={item.url} alt={`Preview ${number}`} className={styles.thumbnail} />
                    )}
                    {removable && (
                      <button
                        ref={(button) => {
                          removeButtons.current[position] = button;
                        }}
                        type="button"
                        className={styles.removeButton}
                        aria-label={`Remove photo ${number}`}
                        disabled={disabled}
                        onClick={() => remove(item, position)}
                      >
                        <CloseIcon className={styles.removeIcon} />
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <button
            ref={addButton}
            type="button"
            className={styles.addButton}
            disabled={disabled}
            // Stays focusable when full, so focus is not lost and the count explains why.
            aria-disabled={full || undefined}
            aria-describedby={group['aria-describedby']}
            data-invalid={hasMessage(shownError) || undefined}
            onClick={openPicker}
          >
            <PlusIcon className={styles.addIcon} />
            Add photo
          </button>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            multiple={maxImages - count > 1}
            hidden
            tabIndex={-1}
            aria-label="Choose photos"
            onChange={pick}
          />
        </div>
      )}
    </FieldGroup>
  );
}
