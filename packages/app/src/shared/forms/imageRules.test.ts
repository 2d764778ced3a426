import { describe, expect, it } from 'vitest';
import { firstImageRequired, imageTypes, maxImageSize, maxImages, typeList } from './imageRules';
import { noImages, savedImages, type ImageList } from './formValues';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const picked = (...files: File[]): ImageList => ({ saved: [], files });
const none = {};

describe('image rules', () => {
  it('requires the first photo; a stored one counts', () => {
    const rule = firstImageRequired();
    expect(rule(noImages, none)).toBe('Add at least one photo. The first one is shown in lists.');
    expect(rule(savedImages(['a.jpg']), none)).toBeNull();
    expect(rule(picked(file('a.png', 'image/png')), none)).toBeNull();
    expect(rule.hints).toEqual({ required: true });
  });

  it('counts stored and new photos against the limit', () => {
    const rule = maxImages(4);
    const five: ImageList = {
      ...savedImages(['a.jpg', 'b.jpg']),
      files: [1, 2, 3].map((n) => file(`${n}.jpg`, 'image/jpeg')),
    };
    expect(rule(five, none)).toBe('You can add up to 4 photos. Remove 1 to continue.');
    expect(rule({ ...five, files: five.files.slice(1) }, none)).toBeNull();
    expect(maxImages(1)(picked(file('a.png', 'image/png'), file('b.png', 'image/png')), none)).toBe(
      'You can add up to 1 photo. Remove 1 to continue.',
    );
    expect(rule.hints).toEqual({ maxImages: 4 });
  });

  it('names the file of a type the form does not take', () => {
    const rule = imageTypes(['image/jpeg', 'image/png', 'image/webp']);
    expect(rule(picked(file('a.jpg', 'image/jpeg'), file('scan.gif', 'image/gif')), none)).toBe(
      'scan.gif is not a JPG, PNG or WebP image. Choose a JPG, PNG or WebP file.',
    );
    expect(rule(picked(file('a.webp', 'image/webp')), none)).toBeNull();
    // Some Android pickers give no type: the extension decides.
    expect(rule(picked(file('camera.JPG', '')), none)).toBeNull();
    expect(rule(picked(file('camera.tiff', '')), none)).not.toBeNull();
  });

  it('names the file that is too large, with its size', () => {
    const rule = maxImageSize(2);
    const large = file('press.jpg', 'image/jpeg', 3.5 * 1024 * 1024);
    expect(rule(picked(file('small.jpg', 'image/jpeg'), large), none)).toBe(
      'press.jpg is 3.5 MB; a photo can be up to 2 MB. Choose a smaller one.',
    );
    expect(rule(picked(file('small.jpg', 'image/jpeg', 2 * 1024 * 1024)), none)).toBeNull();
    expect(maxImageSize(1, (f) => `${f.name}: too big`)(picked(large), none)).toBe('press.jpg: too big');
  });

  it('says a list of types in words', () => {
    expect(typeList(['image/png'])).toBe('PNG');
    expect(typeList(['image/jpeg', 'image/png'])).toBe('JPG or PNG');
    expect(typeList(['image/x-icon'])).toBe('X-ICON');
  });
});
