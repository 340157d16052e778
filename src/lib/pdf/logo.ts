/**
 * A business's logo as bytes for a PDF. pdf-lib reads PNG and JPEG; a logo in another format the
 * browser can decode (WebP) is redrawn as PNG on a canvas. Any failure (offline, a 404, an
 * undecodable file, no canvas) gives null: the document is made without the logo rather than not at all.
 */
function isPngOrJpeg(bytes: Uint8Array): boolean {
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}

async function asPng(blob: Blob): Promise<Uint8Array | null> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return null;
  const bitmap = await createImageBitmap(blob);
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0);
    const png = await canvas.convertToBlob({ type: 'image/png' });
    return new Uint8Array(await png.arrayBuffer());
  } finally {
    bitmap.close();
  }
}

/** The image at `url` as PNG or JPEG bytes, or null (no address, or it could not be had). */
export async function fetchLogo(url: string | null | undefined, fetchImpl: typeof fetch = fetch): Promise<Uint8Array | null> {
  if (!url) return null;
  try {
    const response = await fetchImpl(url);
    if (!response.ok) return null;
    const blob = await response.blob();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    return isPngOrJpeg(bytes) ? bytes : await asPng(blob);
  } catch {
    return null;
  }
}
