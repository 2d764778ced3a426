import { describe, expect, it } from 'vitest';
import { imageSlots, newImage } from './payload';
import { noImages, savedImages } from './formValues';

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('payload', () => {
  it('puts the new photos of an add form in image1, image2, ...', () => {
    const a = photo('a.jpg');
    const b = photo('b.jpg');
    expect(imageSlots({ saved: [], files: [a, b] })).toEqual([a, b, null, null]);
    expect(imageSlots(noImages)).toEqual([null, null, null, null]);
  });

  it('keeps stored photos in their slots and fills the free ones', () => {
    const stored = savedImages(['one.jpg', 'two.jpg', 'three.jpg']);
    // The user removed the second stored photo and picked two new ones.
    const edited = {
      saved: stored.saved.filter((image) => image.url !== 'two.jpg'),
      files: [photo('n1.jpg'), photo('n2.jpg')],
    };
    expect(imageSlots(edited).map((file) => file?.name ?? null)).toEqual([null, 'n1.jpg', null, 'n2.jpg']);
  });

  it('gives the one new file of a single-photo field, or null to keep the stored one', () => {
    const logo = photo('logo.png');
    expect(newImage({ saved: [], files: [logo] })).toBe(logo);
    expect(newImage(savedImages(['logo.png']))).toBeNull();
  });
});
