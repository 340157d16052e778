import { describe, expect, it, vi } from 'vitest';
import { fetchLogo } from './logo';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 9]);
const answer = (bytes: Uint8Array, status = 200) =>
  vi.fn(() => Promise.resolve(new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), { status }))) as unknown as typeof fetch;

describe('fetchLogo', () => {
  it('gives PNG and JPEG bytes as they are', async () => {
    expect(await fetchLogo('https://cdn.example/logo.png', answer(PNG))).toEqual(PNG);
    expect(await fetchLogo('https://cdn.example/logo.jpg', answer(JPEG))).toEqual(JPEG);
  });

  it('gives null for no address, a failed answer, a network error, or a format it cannot redraw here', async () => {
    const never = vi.fn() as unknown as typeof fetch;
    expect(await fetchLogo(null, never)).toBeNull();
    expect(never).not.toHaveBeenCalled();
    expect(await fetchLogo('https://cdn.example/missing.png', answer(PNG, 404))).toBeNull();
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    expect(await fetchLogo('https://cdn.example/logo.png', offline)).toBeNull();
    // Node has no OffscreenCanvas: a WebP cannot be redrawn as PNG, so the document goes without.
    expect(await fetchLogo('https://cdn.example/logo.webp', answer(new TextEncoder().encode('RIFF0000WEBPVP8 ')))).toBeNull();
  });
});
