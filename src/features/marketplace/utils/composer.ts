/** The dispute composer's rules (the contract's limits): a message of 1-2000 characters, at most 5 images of 5 MB (JPEG, PNG or WebP). */
export const MESSAGE_MAX = 2000;
export const IMAGES_MAX = 5;
export const IMAGE_BYTES_MAX = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function messageError(message: string): string | null {
  if (!message.trim()) return 'Write a message.';
  if (message.length > MESSAGE_MAX) return `Keep the message under ${MESSAGE_MAX + 1} characters (it has ${message.length}).`;
  return null;
}

/** The images kept and the fault of those refused, if any. */
export function addImages(current: readonly File[], chosen: readonly File[]): { images: File[]; error: string | null } {
  const images = [...current];
  let error: string | null = null;
  for (const file of chosen) {
    if (!IMAGE_TYPES.includes(file.type)) error = `“${file.name}” is not a JPEG, PNG or WebP image.`;
    else if (file.size > IMAGE_BYTES_MAX) error = `“${file.name}” is larger than 5 MB.`;
    else if (images.length >= IMAGES_MAX) error = `Attach at most ${IMAGES_MAX} images.`;
    else images.push(file);
  }
  return { images, error };
}
