/**
 * Sizes, media types and the storage allowance. Sizes are binary (1 KB = 1024 B) and shown in
 * the largest unit that keeps the value at or above 1, with two decimals, rounded half up.
 */
import type { Schemas } from './store';

/** Every person's allowance (README: vault). */
export const STORAGE_LIMIT_BYTES = 5 * 1024 ** 3;
/** The largest single upload the contract allows. */
export const MAX_UPLOAD_BYTES = 100 * 1024 ** 2;

const UNITS: Schemas['SizeUnit'][] = ['B', 'KB', 'MB', 'GB'];

export function displaySize(bytes: number): { value: string; unit: Schemas['SizeUnit'] } {
  let index = 0;
  while (index < UNITS.length - 1 && bytes >= 1024 ** (index + 1)) index++;
  const scaled = bytes / 1024 ** index;
  const rounded = Math.floor(scaled * 100 + 0.5 + 1e-9) / 100;
  return { value: rounded.toFixed(2), unit: UNITS[index]! };
}

const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  heic: 'image/heic',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  txt: 'text/plain',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  rtf: 'application/rtf',
  zip: 'application/zip',
};

/** The media type the upload declares, else the one its name's extension implies. */
export function mimetypeOf(declared: string, name: string): string {
  const type = declared.split(';')[0]!.trim().toLowerCase();
  if (type && type !== 'application/octet-stream') return type;
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return (ext && BY_EXTENSION[ext]) || 'application/octet-stream';
}

export type MimetypeGroup = Schemas['StorageByType']['mimetype_group'];
export const GROUPS: MimetypeGroup[] = ['image', 'document', 'video', 'audio', 'other'];

const DOCUMENT = /^(application\/(pdf|msword|rtf|vnd\.ms-|vnd\.openxmlformats-officedocument\.|vnd\.oasis\.opendocument\.)|text\/)/;

export function groupOf(mimetype: string): MimetypeGroup {
  if (mimetype.startsWith('image/')) return 'image';
  if (mimetype.startsWith('video/')) return 'video';
  if (mimetype.startsWith('audio/')) return 'audio';
  return DOCUMENT.test(mimetype) ? 'document' : 'other';
}
