import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './Image';
import { placeholderImage } from './placeholder';

describe('Image', () => {
  it('loads lazily and decodes off the main thread, with its size reserved', () => {
    render(<Image src="/photo.png" alt="Extruder" width={320} height={200} />);
    const image = screen.getByRole('img', { name: 'Extruder' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '200');
    expect(image).toHaveAttribute('src', '/photo.png');
  });

  it.each([[''], [null], [undefined]])('shows the placeholder when src is %j', (src) => {
    render(<Image src={src} alt="Extruder" width={320} height={200} />);
    expect(screen.getByRole('img', { name: 'Extruder' })).toHaveAttribute('src', placeholderImage);
  });

  it('falls back to the placeholder when the picture fails, and tries again for a new src', () => {
    const { rerender } = render(<Image src="/broken.png" alt="Extruder" width={320} height={200} />);
    const image = screen.getByRole('img', { name: 'Extruder' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', placeholderImage);

    rerender(<Image src="/other.png" alt="Extruder" width={320} height={200} />);
    expect(screen.getByRole('img', { name: 'Extruder' })).toHaveAttribute('src', '/other.png');
  });
});
