/**
 * Which preview a file gets, from the type the server detected (and the name's extension when the
 * type says nothing): images, PDF (pdf.js on demand), video and audio (the browser's players),
 * text and CSV (the first 1 MB, as text), anything else an icon and a download.
 */
export type PreviewKind = 'image' | 'pdf' | 'video' | 'audio' | 'text' | 'other';

/** How much of a text file the preview reads. */
export const TEXT_PREVIEW_BYTES = 1024 * 1024;

const TEXT_TYPES = new Set(['application/json', 'application/csv', 'application/xml', 'application/x-ndjson']);
const BY_EXTENSION: Record<string, PreviewKind> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  avif: 'image',
  pdf: 'pdf',
  mp4: 'video',
  webm: 'video',
  mov: 'video',
  mp3: 'audio',
  wav: 'audio',
  ogg: 'audio',
  m4a: 'audio',
  txt: 'text',
  csv: 'text',
  tsv: 'text',
  md: 'text',
  json: 'text',
  log: 'text',
};

export function previewKind(mimetype: string, name = ''): PreviewKind {
  const type = mimetype.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('text/') || TEXT_TYPES.has(type)) return 'text';
  if (type && type !== 'application/octet-stream') return 'other';
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? 'other';
}

/** What the kind is called on screen ('PDF document'). */
export const KIND_LABELS: Record<PreviewKind, string> = {
  image: 'Image',
  pdf: 'PDF document',
  video: 'Video',
  audio: 'Audio',
  text: 'Text',
  other: 'File',
};

/**
 * The first `limit` bytes of a response as text (UTF-8, bad bytes replaced), and whether there was
 * more. Reads the stream and stops there, so a 100 MB log costs 1 MB.
 */
export async function readTextStart(
  response: Response,
  limit = TEXT_PREVIEW_BYTES,
): Promise<{ text: string; truncated: boolean }> {
  const decoder = new TextDecoder('utf-8');
  if (!response.body) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { text: decoder.decode(bytes.subarray(0, limit)), truncated: bytes.length > limit };
  }
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  let truncated = false;
  while (total < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    total += value.length;
  }
  if (total >= limit) {
    const { done } = total > limit ? { done: false } : await reader.read().then((r) => ({ done: r.done }));
    truncated = !done;
    await reader.cancel().catch(() => undefined);
  }
  const joined = new Uint8Array(Math.min(total, limit));
  let offset = 0;
  for (const part of parts) {
    const room = joined.length - offset;
    if (room <= 0) break;
    joined.set(part.subarray(0, room), offset);
    offset += Math.min(part.length, room);
  }
  return { text: decoder.decode(joined), truncated };
}
