import { describe, expect, it } from 'vitest';
import { imageCount, isBlank, noImages, savedImages } from './formValues';

const photo = (name = 'press.jpg') => new File(['x'], name, { type: 'image/jpeg' });

describe('form values', () => {
  it('keeps each stored photo in its slot, blanks included', () => {
    expect(savedImages(['a.jpg', '', null, 'd.jpg']).saved).toEqual([
      { url: 'a.jpg', slot: 0 },
      { url: 'd.jpg', slot: 3 },
    ]);
    expect(savedImages(['a.jpg', 'b.jpg']).saved.map((image) => image.slot)).toEqual([0, 1]);
  });

  it('counts stored and new photos together', () => {
    expect(imageCount({ ...savedImages(['a.jpg']), files: [photo(), photo()] })).toBe(3);
    expect(imageCount(noImages)).toBe(0);
  });

  it('reads blank text, an empty list and no photos as blank', () => {
    expect(isBlank('   ')).toBe(true);
    expect(isBlank('0')).toBe(false);
    expect(isBlank([])).toBe(true);
    expect(isBlank(['PP'])).toBe(false);
    expect(isBlank(noImages)).toBe(true);
    expect(isBlank({ saved: [], files: [photo()] })).toBe(false);
    expect(isBlank(savedImages(['a.jpg']))).toBe(false);
  });
});
