import { describe, expect, it, vi } from 'vitest';
import {
  fittedSize,
  formatFileSize,
  imageSizeProblem,
  imageTypeOf,
  imageTypeProblem,
  MAX_IMAGE_BYTES,
  shrinkImage,
  type ImageTools,
} from './image-file';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

/** Tools that report a picture of the given size and encode to a blob of the asked type (or `answers`). */
function tools(width: number, height: number, answers?: (type: string) => string | null): ImageTools & { encoded: unknown[] } {
  const encoded: unknown[] = [];
  return {
    encoded,
    decode: () => Promise.resolve({ width, height, source: {} as CanvasImageSource }),
    encode: (_source, size, type) => {
      encoded.push({ ...size, type });
      const out = answers ? answers(type) : type;
      return Promise.resolve(out === null ? null : new Blob([new Uint8Array(3)], { type: out }));
    },
  };
}

describe('image files', () => {
  it('takes JPEG, PNG and WebP by type, or by name when the browser gives none', () => {
    expect(imageTypeOf(file('a.jpg', 'image/jpeg'))).toBe('image/jpeg');
    expect(imageTypeOf(file('a.webp', ''))).toBe('image/webp');
    expect(imageTypeOf(file('a.gif', 'image/gif'))).toBeNull();
    expect(imageTypeOf(file('a.png', 'application/pdf'))).toBeNull();
    expect(imageTypeProblem(file('scan.pdf', 'application/pdf'))).toBe('“scan.pdf” is not a JPEG, PNG or WebP picture.');
    expect(imageTypeProblem(file('a.png', 'image/png'))).toBeNull();
  });

  it('refuses what is over 5 MB, naming both sizes', () => {
    expect(imageSizeProblem({ name: 'big.jpg', size: MAX_IMAGE_BYTES + 1 })).toBe(
      '“big.jpg” is over 5 MB; a picture can be at most 5 MB.',
    );
    expect(imageSizeProblem({ name: 'big.jpg', size: 6.2 * 1024 * 1024 })).toBe(
      '“big.jpg” is 6.2 MB; a picture can be at most 5 MB.',
    );
    expect(imageSizeProblem({ name: 'ok.jpg', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(formatFileSize(820 * 1024)).toBe('820 KB');
    expect(formatFileSize(1)).toBe('1 byte');
  });

  it('fits the longer side into 2,000 px, keeping the shape', () => {
    expect(fittedSize(2000, 1500)).toBeNull();
    expect(fittedSize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(fittedSize(1000, 8000)).toEqual({ width: 250, height: 2000 });
    expect(fittedSize(9000, 1)).toEqual({ width: 2000, height: 1 });
  });

  it('leaves a small picture alone and shrinks a large one in its own format', async () => {
    const small = file('small.png', 'image/png');
    expect(await shrinkImage(small, tools(800, 600))).toBe(small);
    const big = tools(4032, 3024);
    const out = await shrinkImage(file('photo.png', 'image/png', 9_000_000), big);
    expect(big.encoded).toEqual([{ width: 2000, height: 1500, type: 'image/png' }]);
    expect(out).toMatchObject({ name: 'photo.png', type: 'image/png', size: 3 });
  });

  it('writes JPEG where the browser cannot write WebP', async () => {
    const noWebp = tools(3000, 3000, (type) => (type === 'image/webp' ? 'image/png' : type));
    const out = await shrinkImage(file('shoe.webp', 'image/webp'), noWebp);
    expect(out).toMatchObject({ name: 'shoe.jpg', type: 'image/jpeg' });
  });

  it('says when a picture cannot be read', async () => {
    const broken: ImageTools = { decode: vi.fn(() => Promise.reject(new Error('bad'))), encode: vi.fn() };
    await expect(shrinkImage(file('x.jpg', 'image/jpeg'), broken)).rejects.toThrow('“x.jpg” could not be read as a picture.');
  });
});
