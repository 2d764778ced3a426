import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptImages, isImageFile, pickMessage } from './acceptImages';
import { ImagePicker, type ImagePickerProps } from './ImagePicker';

const image = (name: string, type = 'image/jpeg') => new File(['x'], name, { type });
const pdf = (name: string) => new File(['x'], name, { type: 'application/pdf' });

describe('isImageFile', () => {
  it('goes by the MIME type', () => {
    expect(isImageFile(image('front.jpg'))).toBe(true);
    expect(isImageFile(image('scan.heic', 'image/heic'))).toBe(true);
    expect(isImageFile(pdf('front.jpg'))).toBe(false);
  });

  it('falls back to the extension when the type is empty', () => {
    expect(isImageFile({ name: 'IMG_2041.HEIC', type: '' })).toBe(true);
    expect(isImageFile({ name: 'notes.txt', type: '' })).toBe(false);
  });
});

describe('acceptImages', () => {
  it('turns away files that are not images', () => {
    const result = acceptImages([image('a.jpg'), pdf('quote.pdf')], 0, 4);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(result.notImages.map((f) => f.name)).toEqual(['quote.pdf']);
    expect(pickMessage(result, 4)).toBe(
      'quote.pdf is not an image. Choose a photo, such as a JPG or PNG file.',
    );
  });

  it('stops at the limit, counting images already chosen', () => {
    const result = acceptImages([image('a.jpg'), image('b.jpg'), image('c.jpg')], 2, 4);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(result.overLimit).toBe(1);
    expect(pickMessage(result, 4)).toBe('You can add up to 4 photos; 1 photo was not added.');
  });

  it('accepts nothing when already full', () => {
    const result = acceptImages([image('a.jpg'), image('b.jpg')], 4, 4);
    expect(result.accepted).toEqual([]);
    expect(pickMessage(result, 4)).toBe('You can add up to 4 photos; 2 photos were not added.');
  });

  it('says nothing when everything fits', () => {
    expect(pickMessage(acceptImages([image('a.jpg')], 0, 4), 4)).toBeUndefined();
  });

  it('names every file that is not an image', () => {
    const result = acceptImages([pdf('a.pdf'), pdf('b.pdf')], 0, 4);
    expect(pickMessage(result, 4)).toBe(
      'a.pdf, b.pdf are not images. Choose photos, such as JPG or PNG files.',
    );
  });
});

function Picker(props: Partial<ImagePickerProps>) {
  const [files, setFiles] = useState<File[]>([]);
  return <ImagePicker label="Photos" value={files} onChange={setFiles} {...props} />;
}

describe('ImagePicker', () => {
  let created: string[];
  let revoked: string[];
  beforeEach(() => {
    created = [];
    revoked = [];
    // jsdom has no object URLs.
    URL.createObjectURL = (file: Blob) => {
      const url = `blob:${(file as File).name}-${created.length}`;
      created.push(url);
      return url;
    };
    URL.revokeObjectURL = (url: string) => void revoked.push(url);
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  // The picker's `accept` is a hint only; a drag or an odd Android picker can still hand over a PDF.
  const setup = () => userEvent.setup({ applyAccept: false });
  const fileInput = () => screen.getByLabelText<HTMLInputElement>('Choose photos');

  it('adds picked images with previews and counts them', async () => {
    const user = setup();
    render(<Picker />);
    expect(screen.getByText('0 of 4 photos')).toBeInTheDocument();
    await user.upload(fileInput(), [image('front.jpg'), image('side.jpg')]);
    expect(screen.getByRole('img', { name: 'Preview 1, front.jpg' })).toHaveAttribute(
      'src',
      'blob:front.jpg-0',
    );
    expect(screen.getByRole('img', { name: 'Preview 2, side.jpg' })).toBeInTheDocument();
    expect(screen.getByText('2 of 4 photos')).toBeInTheDocument();
  });

  it('turns away a file that is not an image, with the message at the field', async () => {
    const user = setup();
    const { container } = render(<Picker />);
    await user.upload(fileInput(), [pdf('quote.pdf')]);
    const message = 'quote.pdf is not an image. Choose a photo, such as a JPG or PNG file.';
    expect(within(container).getByText(message)).toBeInTheDocument();
    // Focus is back on "Add photo" after the system picker, so the message is also announced.
    expect(document.querySelector('[aria-live=assertive]')).toHaveTextContent(message);
    expect(screen.getByRole('group', { name: 'Photos' })).toHaveAccessibleDescription(
      `${message} 0 of 4 photos`,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps at most four photos and then disables adding', async () => {
    const user = setup();
    const { container } = render(<Picker />);
    await user.upload(
      fileInput(),
      ['a', 'b', 'c', 'd', 'e'].map((n) => image(`${n}.jpg`)),
    );
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(
      within(container).getByText('You can add up to 4 photos; 1 photo was not added.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add photo' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('counts saved images toward the limit and shows them first', async () => {
    const user = setup();
    render(<Picker existingImages={['/saved-1.jpg', '/saved-2.jpg', '/saved-3.jpg']} />);
    await user.upload(fileInput(), [image('a.jpg'), image('b.jpg')]);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Preview 1',
      'Preview 2',
      'Preview 3',
      'Preview 4, a.jpg',
    ]);
    // Saved images stay unless the form lets them be removed.
    expect(screen.queryByRole('button', { name: 'Remove photo 1' })).not.toBeInTheDocument();
  });

  it('removes a photo, revokes its object URL, and moves focus to the next one', async () => {
    const user = setup();
    render(<Picker />);
    await user.upload(fileInput(), [image('a.jpg'), image('b.jpg'), image('c.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Preview 1, a.jpg',
      'Preview 2, c.jpg',
    ]);
    expect(revoked).toContain('blob:b.jpg-1');
    expect(screen.getByRole('button', { name: 'Remove photo 2' })).toHaveFocus();
  });

  it('moves focus to Add photo when the last photo goes', async () => {
    const user = setup();
    render(<Picker />);
    await user.upload(fileInput(), [image('a.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getByRole('button', { name: 'Add photo' })).toHaveFocus();
  });

  it('revokes every object URL when it goes away', async () => {
    const user = setup();
    const { unmount } = render(<Picker />);
    await user.upload(fileInput(), [image('a.jpg'), image('b.jpg')]);
    unmount();
    expect(revoked.toSorted()).toEqual(created.toSorted());
  });

  it('lets saved images be removed when the form allows it', async () => {
    const user = setup();
    const onExistingImagesChange = vi.fn();
    render(
      <Picker
        existingImages={['/saved-1.jpg', '/saved-2.jpg']}
        onExistingImagesChange={onExistingImagesChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(onExistingImagesChange).toHaveBeenCalledWith(['/saved-2.jpg']);
  });
});
