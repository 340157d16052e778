/**
 * Pictures chosen for upload (inventory images, issue 12 item 4): which files are accepted, and
 * photos larger than the item pages need shrunk in the browser before they use a shop's mobile
 * data. The rules:
 *
 * - JPEG, PNG or WebP only (by the file's type, and by its name when the browser gives no type).
 * - A picture wider or taller than 2,000 px is scaled down to fit 2,000 px, keeping its format
 *   (PNG stays PNG, so transparency is kept; WebP falls back to JPEG where the browser cannot
 *   write WebP).
 * - The 5 MB limit applies to what would be uploaded, after shrinking: a 9 MB phone photo of
 *   4,000 px is accepted once it is a 1 MB picture of 2,000 px; a 6 MB picture that is already
 *   small enough is refused with its size.
 */

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_SIDE = 2000;

const EXTENSIONS: Record<string, (typeof IMAGE_TYPES)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** '4.2 MB', '820 KB', '12 bytes'. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

/** The picture type of a file, or null when it is not one the app takes. */
export function imageTypeOf(file: Pick<File, 'type' | 'name'>): (typeof IMAGE_TYPES)[number] | null {
  const byType = IMAGE_TYPES.find((t) => t === file.type);
  if (byType) return byType;
  if (file.type) return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSIONS[extension] ?? null;
}

/** Why the file cannot be used, before any work on it; null when its type is fine. */
export function imageTypeProblem(file: Pick<File, 'type' | 'name'>): string | null {
  return imageTypeOf(file) ? null : `“${file.name}” is not a JPEG, PNG or WebP picture.`;
}

/** Why the (shrunk) file is too big to upload; null when it fits. */
export function imageSizeProblem(file: Pick<File, 'size' | 'name'>): string | null {
  if (file.size <= MAX_IMAGE_BYTES) return null;
  const size = formatFileSize(file.size);
  const limit = formatFileSize(MAX_IMAGE_BYTES);
  return `“${file.name}” is ${size === limit ? `over ${limit}` : size}; a picture can be at most ${limit}.`;
}

/** The size a picture is drawn at so that neither side passes `maxSide`; null when it already fits. */
export function fittedSize(width: number, height: number, maxSide = MAX_IMAGE_SIDE): { width: number; height: number } | null {
  if (width <= maxSide && height <= maxSide) return null;
  const scale = maxSide / Math.max(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** What shrinking needs from the browser (replaced in tests: jsdom has no canvas). */
export interface ImageTools {
  decode: (file: Blob) => Promise<{ width: number; height: number; source: CanvasImageSource; close?: () => void }>;
  encode: (source: CanvasImageSource, size: { width: number; height: number }, type: string) => Promise<Blob | null>;
}

export const browserImageTools: ImageTools = {
  decode: async (file) => {
    const bitmap = await createImageBitmap(file);
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  },
  encode: (source, size, type) => {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return Promise.resolve(null);
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, size.width, size.height);
    return new Promise((resolve) => canvas.toBlob(resolve, type, 0.88));
  },
};

/**
 * The file to upload: the picture itself when it fits in `maxSide`, else a scaled-down copy with
 * the same name and format. Throws when the browser cannot read the picture (a corrupt file).
 */
export async function shrinkImage(file: File, tools: ImageTools = browserImageTools, maxSide = MAX_IMAGE_SIDE): Promise<File> {
  const type = imageTypeOf(file) ?? 'image/jpeg';
  const picture = await tools.decode(file).catch(() => {
    throw new Error(`“${file.name}” could not be read as a picture.`);
  });
  try {
    const size = fittedSize(picture.width, picture.height, maxSide);
    if (!size) return file;
    let blob = await tools.encode(picture.source, size, type);
    // A browser that cannot write WebP answers PNG (or nothing): JPEG keeps photos small.
    if (!blob || blob.type !== type) blob = await tools.encode(picture.source, size, 'image/jpeg');
    if (!blob) throw new Error(`“${file.name}” could not be resized.`);
    const name = blob.type === type ? file.name : file.name.replace(/\.[^.]+$/, '') + '.jpg';
    return new File([blob], name, { type: blob.type, lastModified: file.lastModified });
  } finally {
    picture.close?.();
  }
}
