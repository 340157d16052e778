/** The TrueType reader and subsetter, on the real Noto Sans files the PDFs embed. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parseTrueType } from './truetype';

const require = createRequire(import.meta.url);
const file = (name: string) => readFile(require.resolve(`@fontsource/noto-sans/files/${name}`));

const glyphOf = (font: Awaited<ReturnType<typeof parseTrueType>>, char: string) => font.cmap.get(char.codePointAt(0) ?? 0);

/** The glyf byte length of each glyph of a (subset) font file, read back through its own loca. */
function glyphLengths(ttf: Uint8Array): number[] {
  const view = new DataView(ttf.buffer, ttf.byteOffset, ttf.byteLength);
  const tables = new Map<string, { offset: number; length: number }>();
  for (let i = 0; i < view.getUint16(4); i += 1) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...ttf.subarray(at, at + 4));
    tables.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  const loca = tables.get('loca');
  if (!loca) throw new Error('no loca');
  const lengths: number[] = [];
  for (let g = 0; g + 1 < loca.length / 4; g += 1)
    lengths.push(view.getUint32(loca.offset + (g + 1) * 4) - view.getUint32(loca.offset + g * 4));
  return lengths;
}

describe('parseTrueType', () => {
  it('reads a WOFF: its name, metrics and the characters it has', async () => {
    const latin = await parseTrueType(await file('noto-sans-latin-400-normal.woff'));
    const ext = await parseTrueType(await file('noto-sans-latin-ext-700-normal.woff'));
    expect(latin.postScriptName).toBe('NotoSans-Regular');
    expect(ext.postScriptName).toBe('NotoSans-Bold');
    expect(latin.unitsPerEm).toBe(1000);
    expect(latin.ascent).toBeGreaterThan(0);
    expect(latin.descent).toBeLessThan(0);
    expect(latin.cmap.has('A'.codePointAt(0) ?? 0)).toBe(true);
    expect(latin.cmap.has('₦'.codePointAt(0) ?? 0)).toBe(false);
    expect(ext.cmap.has('₦'.codePointAt(0) ?? 0)).toBe(true);
    // Noto Sans: a space is narrower than an M, a combining acute takes no room of its own.
    const advance = (char: string) => latin.advanceOf(glyphOf(latin, char) ?? 0);
    expect(advance(' ')).toBeLessThan(advance('M'));
    expect(advance('\u0301')).toBe(0);
  });

  it('refuses what is not a TrueType font, and WOFF2, with a message', async () => {
    await expect(parseTrueType(new TextEncoder().encode('%PDF-1.7 not a font at all'))).rejects.toThrow('Not a TrueType font.');
    const woff2 = new Uint8Array(64);
    woff2.set(new TextEncoder().encode('wOF2'));
    await expect(parseTrueType(woff2)).rejects.toThrow(/WOFF2/);
  });

  it('subsets to the glyphs asked for (and .notdef), keeping glyph ids, and the result reads back', async () => {
    const font = await parseTrueType(await file('noto-sans-latin-ext-400-normal.woff'));
    const naira = glyphOf(font, '₦') ?? -1;
    const subset = font.subset([naira]);
    const lengths = glyphLengths(subset);
    expect(lengths).toHaveLength(font.numGlyphs);
    expect(lengths[naira]).toBeGreaterThan(0);
    expect(lengths.filter((l) => l > 0).length).toBeLessThanOrEqual(3);
    expect(subset.length).toBeLessThan(20_000);

    const again = await parseTrueType(subset);
    expect(again.numGlyphs).toBe(font.numGlyphs);
    expect(again.cmap.get('₦'.codePointAt(0) ?? 0)).toBe(naira);
    expect(again.advanceOf(naira)).toBe(font.advanceOf(naira));
  });

  it('keeps the glyphs a composite glyph is built from', async () => {
    const font = await parseTrueType(await file('noto-sans-latin-400-normal.woff'));
    // é in Noto Sans is a composite of e and the acute accent.
    const composite = glyphOf(font, 'é') ?? -1;
    const lengths = glyphLengths(font.subset([composite]));
    expect(lengths.filter((l) => l > 0).length).toBeGreaterThanOrEqual(3);
    expect(lengths[glyphOf(font, 'e') ?? -1]).toBeGreaterThan(0);
  });
});
