import { describe, expect, it } from 'vitest';
import { addImages, messageError } from './composer';

const image = (name: string, type = 'image/png', size = 10) => new File([new Uint8Array(size)], name, { type });

describe('the dispute composer rules', () => {
  it('needs a message of at most 2000 characters', () => {
    expect(messageError('   ')).toBe('Write a message.');
    expect(messageError('x'.repeat(2001))).toMatch(/under 2001/);
    expect(messageError('x'.repeat(2000))).toBeNull();
  });

  it('keeps at most five JPEG, PNG or WebP images of 5 MB', () => {
    const five = Array.from({ length: 5 }, (_, n) => image(`p${n}.png`));
    expect(addImages(five, [image('sixth.png')])).toEqual({ images: five, error: 'Attach at most 5 images.' });
    expect(addImages([], [image('doc.pdf', 'application/pdf')]).error).toBe('“doc.pdf” is not a JPEG, PNG or WebP image.');
    expect(addImages([], [image('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)]).error).toBe('“big.jpg” is larger than 5 MB.');
    expect(addImages([], [image('ok.webp', 'image/webp')]).images).toHaveLength(1);
  });
});
