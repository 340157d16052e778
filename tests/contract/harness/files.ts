/** Small files for multipart requests, as the app's upload fields send them. */

/** A 1x1 PNG, the smallest picture an image upload accepts. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export const png = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });

export const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0xff, 0xd9])], name, {
    type: 'image/jpeg',
  });

/** A one-line PDF whose comment says what it is. */
export const pdf = (name: string, text: string) => new File([`%PDF-1.4\n% ${text}\n%%EOF\n`], name, { type: 'application/pdf' });

/** A multipart body: text fields as strings (undefined ones left out), files under their field names. */
export function formData(fields: Record<string, string | undefined>, files: Record<string, File> = {}): FormData {
  const fd = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) fd.append(name, value);
  }
  for (const [name, file] of Object.entries(files)) fd.append(name, file);
  return fd;
}
