/**
 * Saving bytes made in the browser (a PDF) as a file, and file names that are safe whatever the
 * record's title holds (slashes, dots, control characters, reserved Windows names, 300 characters).
 */

const UNSAFE = /[^\p{L}\p{M}\p{N}._ -]+/gu;
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_STEM = 80;

/**
 * A file name from free text: letters (any script, with their accents), digits, '.', '_' and '-' kept, everything else
 * (path separators, quotes, control and invisible characters, emoji) becomes '-', spaces become
 * '-', no leading or trailing dots or dashes, at most 80 characters before the extension;
 * `fallback` when nothing is left. `safeFileName('Invoice INV-7 ../../etc', 'pdf')` ->
 * 'Invoice-INV-7-etc.pdf'.
 */
export function safeFileName(text: string, extension: string, fallback = 'document'): string {
  const ext = extension.replace(/[^a-z0-9]/gi, '').toLowerCase();
  const clean = (value: string) =>
    value
      .normalize('NFC')
      .replace(UNSAFE, '-')
      .replace(/\s+/g, '-')
      .replace(/\.{2,}/g, '.')
      .replace(/[-.]*-[-.]*/g, '-')
      .replace(/^[-.]+|[-.]+$/g, '');
  let stem = clean(Array.from(clean(text)).slice(0, MAX_STEM).join(''));
  if (!stem) stem = clean(fallback) || 'document';
  if (RESERVED.test(stem.split('.')[0] ?? '')) stem = `_${stem}`;
  return ext ? `${stem}.${ext}` : stem;
}

/** Offers a blob as a download named `fileName` (its object URL is revoked once the click is handled). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Offers bytes as a download (`application/pdf` by default). */
export function downloadBytes(bytes: Uint8Array, fileName: string, type = 'application/pdf'): void {
  downloadBlob(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), fileName);
}
