/**
 * The fonts a PDF is written in: Noto Sans regular and bold, each split in fontsource's subsets,
 * looked up in this order for every character:
 * - `latin`: ASCII, Western European accents, €;
 * - `latin-ext`: ₦, ṣ and the accents of Igbo, Hausa and Central Europe;
 * - `vietnamese`: ẹ, ọ and the combining tone marks Yoruba names are written with (small).
 * Where the bytes come from is injected: the browser fetches them from the app's own origin
 * (`browser-fonts.ts`), Node (tests, scripts) reads them from node_modules (`node-fonts.ts`).
 */

/** One font file's bytes (a .woff, .otf or .ttf). */
export type FontBytes = ArrayBuffer | Uint8Array;

/** One subset in both weights. */
export interface FontPair {
  regular: FontBytes;
  bold: FontBytes;
}

/** The subsets in lookup order (the first one also draws '?' for a character none has). */
export type FontFiles = readonly FontPair[];

/** Fetches or reads the font files (called once per document). */
export type FontLoader = () => Promise<FontFiles>;

/** The subsets of `@fontsource/noto-sans`, in lookup order. */
export const FONT_SUBSETS = ['latin', 'latin-ext', 'vietnamese'] as const;

/** A subset's file in `@fontsource/noto-sans/files/`. */
export const fontFileName = (subset: (typeof FONT_SUBSETS)[number], weight: 400 | 700) =>
  `noto-sans-${subset}-${weight}-normal.woff`;
