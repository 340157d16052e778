/// <reference types="vite/client" />
/**
 * The fonts, fetched from the app's own origin (Vite copies the files into the build and gives
 * their addresses), so a PDF needs no font CDN. Imported only by the PDF chunk, on demand.
 * Same subsets and order as FONT_SUBSETS in fonts.ts.
 */
import latinBold from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff?url';
import latinRegular from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff?url';
import latinExtBold from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff?url';
import latinExtRegular from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff?url';
import vietnameseBold from '@fontsource/noto-sans/files/noto-sans-vietnamese-700-normal.woff?url';
import vietnameseRegular from '@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff?url';
import type { FontFiles, FontLoader } from './fonts';

const URLS = [
  [latinRegular, latinBold],
  [latinExtRegular, latinExtBold],
  [vietnameseRegular, vietnameseBold],
] as const;

async function bytesOf(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The PDF font could not be loaded (${response.status}).`);
  return response.arrayBuffer();
}

let cached: Promise<FontFiles> | null = null;

/** The files, fetched once per page load (a failed fetch is tried again next time). */
export const browserFonts: FontLoader = () => {
  cached ??= Promise.all(URLS.map(async ([regular, bold]) => ({ regular: await bytesOf(regular), bold: await bytesOf(bold) })));
  cached.catch(() => {
    cached = null;
  });
  return cached;
};
