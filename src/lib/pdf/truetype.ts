/**
 * Just enough TrueType for PDFs: read a font (WOFF 1.0 or a plain .ttf/.otf with TrueType
 * outlines), look characters up in its cmap, measure them from hmtx, and write a subset that keeps
 * only the glyphs a document drew (glyph ids unchanged, every other glyph emptied), which is what a
 * PDF's CIDFontType2 with an Identity CIDToGIDMap embeds.
 *
 * It replaces a general font engine (fontkit, about 300 KB gzip of the PDF chunk) because the PDF
 * kit needs none of its shaping: text is drawn glyph by glyph at its advance width, marks
 * included, exactly as before. WOFF tables are inflated with the platform's DecompressionStream
 * (browsers and Node 18+), so nothing is added to the bundle for that either.
 */

/** A parsed font: what the PDF layer needs to measure, encode and embed text. */
export interface TrueTypeFont {
  /** PostScript name from the name table ('NotoSans-Regular'), or 'Font'. */
  readonly postScriptName: string;
  readonly unitsPerEm: number;
  readonly ascent: number;
  readonly descent: number;
  readonly capHeight: number;
  readonly bbox: readonly [number, number, number, number];
  readonly numGlyphs: number;
  /** Unicode code point to glyph id. */
  readonly cmap: ReadonlyMap<number, number>;
  /** Advance width of a glyph, in font units. */
  advanceOf(glyph: number): number;
  /** A font program holding `glyphs` (and the glyphs they are built from, and .notdef). */
  subset(glyphs: Iterable<number>): Uint8Array;
}

const tagOf = (view: DataView, at: number) =>
  String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  // WOFF tables are zlib streams: the 'deflate' format of the Compression Streams standard.
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The tables of a WOFF 1.0 or sfnt file, uncompressed, by tag. */
async function readTables(bytes: Uint8Array): Promise<Map<string, Uint8Array>> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tables = new Map<string, Uint8Array>();
  const signature = tagOf(view, 0);
  if (signature === 'wOFF') {
    const count = view.getUint16(12);
    await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const at = 44 + i * 20;
        const offset = view.getUint32(at + 4);
        const compressed = view.getUint32(at + 8);
        const length = view.getUint32(at + 12);
        const data = bytes.subarray(offset, offset + compressed);
        tables.set(tagOf(view, at), compressed < length ? await inflate(data) : data);
      }),
    );
    return tables;
  }
  if (signature === 'wOF2') throw new Error('WOFF2 fonts are not supported: use the .woff or .ttf file.');
  if (view.getUint32(0) !== 0x00010000 && signature !== 'true') throw new Error('Not a TrueType font.');
  const count = view.getUint16(4);
  for (let i = 0; i < count; i += 1) {
    const at = 12 + i * 16;
    const offset = view.getUint32(at + 8);
    tables.set(tagOf(view, at), bytes.subarray(offset, offset + view.getUint32(at + 12)));
  }
  return tables;
}

const viewOf = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);

function need(tables: Map<string, Uint8Array>, tag: string): DataView {
  const table = tables.get(tag);
  if (!table) throw new Error(`The font has no '${tag}' table.`);
  return viewOf(table);
}

/** The Unicode cmap: format 12 (full range) if present, else format 4 (the BMP). */
function readCmap(view: DataView): Map<number, number> {
  const map = new Map<number, number>();
  const count = view.getUint16(2);
  let best = -1;
  let bestRank = 0;
  for (let i = 0; i < count; i += 1) {
    const platform = view.getUint16(4 + i * 8);
    const encoding = view.getUint16(6 + i * 8);
    const offset = view.getUint32(8 + i * 8);
    const format = view.getUint16(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    const rank = !unicode ? 0 : format === 12 ? 2 : format === 4 ? 1 : 0;
    if (rank > bestRank) [best, bestRank] = [offset, rank];
  }
  if (best < 0) throw new Error('The font has no Unicode cmap.');
  if (bestRank === 2) {
    const groups = view.getUint32(best + 12);
    for (let g = 0; g < groups; g += 1) {
      const at = best + 16 + g * 12;
      const start = view.getUint32(at);
      const end = view.getUint32(at + 4);
      const glyph = view.getUint32(at + 8);
      for (let code = start; code <= end; code += 1) map.set(code, glyph + code - start);
    }
    return map;
  }
  const segments = view.getUint16(best + 6) / 2;
  const ends = best + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s += 1) {
    const end = view.getUint16(ends + s * 2);
    const start = view.getUint16(starts + s * 2);
    const delta = view.getInt16(deltas + s * 2);
    const rangeAt = rangeOffsets + s * 2;
    const rangeOffset = view.getUint16(rangeAt);
    for (let code = start; code <= end && code !== 0xffff; code += 1) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const raw = view.getUint16(rangeAt + rangeOffset + (code - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(code, glyph);
    }
  }
  return map;
}

function readPostScriptName(view: DataView | null): string {
  if (!view) return 'Font';
  const count = view.getUint16(2);
  const strings = view.getUint16(4);
  for (let i = 0; i < count; i += 1) {
    const at = 6 + i * 12;
    const platform = view.getUint16(at);
    if (view.getUint16(at + 6) !== 6) continue;
    const length = view.getUint16(at + 8);
    const offset = strings + view.getUint16(at + 10);
    let name = '';
    if (platform === 3 || platform === 0) {
      for (let c = 0; c < length; c += 2) name += String.fromCharCode(view.getUint16(offset + c));
    } else {
      for (let c = 0; c < length; c += 1) name += String.fromCharCode(view.getUint8(offset + c));
    }
    const clean = name.replace(/[^\x21-\x7e]|[()<>[\]{}/%#]/g, '');
    if (clean) return clean;
  }
  return 'Font';
}

// Composite glyph flags (the glyf table).
const ARGS_ARE_WORDS = 0x0001;
const HAVE_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const HAVE_X_AND_Y_SCALE = 0x0040;
const HAVE_TWO_BY_TWO = 0x0080;

/** The glyphs a composite glyph is built from (none for a simple or empty glyph). */
function componentsOf(glyph: Uint8Array): number[] {
  if (glyph.length < 10) return [];
  const view = viewOf(glyph);
  if (view.getInt16(0) >= 0) return [];
  const parts: number[] = [];
  let at = 10;
  for (;;) {
    const flags = view.getUint16(at);
    parts.push(view.getUint16(at + 2));
    at += 4 + (flags & ARGS_ARE_WORDS ? 4 : 2);
    if (flags & HAVE_SCALE) at += 2;
    else if (flags & HAVE_X_AND_Y_SCALE) at += 4;
    else if (flags & HAVE_TWO_BY_TWO) at += 8;
    if (!(flags & MORE_COMPONENTS) || at + 4 > glyph.length) return parts;
  }
}

// Tables a CIDFontType2 program keeps (outlines, metrics, hinting, names); layout tables go.
const KEPT = ['OS/2', 'cmap', 'cvt ', 'fpgm', 'gasp', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'post', 'prep'];

function checksum(data: Uint8Array): number {
  const padded = new Uint8Array((data.length + 3) & ~3);
  padded.set(data);
  const view = viewOf(padded);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + view.getUint32(at)) >>> 0;
  return sum;
}

/** An sfnt file of `tables` (sorted, 4-byte aligned, checksums and head.checkSumAdjustment set). */
function writeSfnt(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const count = tags.length;
  let size = 12 + count * 16;
  for (const tag of tags) size += ((tables.get(tag)?.length ?? 0) + 3) & ~3;
  const out = new Uint8Array(size);
  const view = viewOf(out);
  const power = 2 ** Math.floor(Math.log2(count));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, count);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, count * 16 - power * 16);
  let offset = 12 + count * 16;
  let headAt = -1;
  tags.forEach((tag, i) => {
    const data = tables.get(tag) ?? new Uint8Array();
    const at = 12 + i * 16;
    for (let c = 0; c < 4; c += 1) view.setUint8(at + c, tag.charCodeAt(c));
    view.setUint32(at + 4, checksum(data));
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, data.length);
    out.set(data, offset);
    if (tag === 'head') headAt = offset;
    offset += (data.length + 3) & ~3;
  });
  if (headAt >= 0) view.setUint32(headAt + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

/** Reads a WOFF 1.0 or TrueType font. Throws on a file it cannot use (WOFF2, CFF outlines, damage). */
export async function parseTrueType(input: ArrayBuffer | Uint8Array): Promise<TrueTypeFont> {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  const tables = await readTables(bytes);
  const head = need(tables, 'head');
  const hhea = need(tables, 'hhea');
  const maxp = need(tables, 'maxp');
  const hmtx = need(tables, 'hmtx');
  const loca = need(tables, 'loca');
  const glyf = tables.get('glyf');
  if (!glyf) throw new Error('The font has no TrueType outlines.');
  const os2 = tables.has('OS/2') ? need(tables, 'OS/2') : null;

  const unitsPerEm = head.getUint16(18);
  const longOffsets = head.getInt16(50) === 1;
  const numGlyphs = maxp.getUint16(4);
  const hMetrics = hhea.getUint16(34);
  const ascent = hhea.getInt16(4);
  const descent = hhea.getInt16(6);
  const capHeight = os2 && os2.getUint16(0) >= 2 && os2.byteLength >= 90 ? os2.getInt16(88) : Math.round(ascent * 0.7);
  const offsetOf = (glyph: number) => (longOffsets ? loca.getUint32(glyph * 4) : loca.getUint16(glyph * 2) * 2);
  const glyphData = (glyph: number) => glyf.subarray(offsetOf(glyph), offsetOf(glyph + 1));

  const advanceOf = (glyph: number) => {
    if (glyph < 0 || glyph >= numGlyphs) return 0;
    return hmtx.getUint16(Math.min(glyph, hMetrics - 1) * 4);
  };

  const subset = (wanted: Iterable<number>): Uint8Array => {
    const keep = new Set<number>([0]);
    const queue = [...wanted].filter((g) => g > 0 && g < numGlyphs);
    while (queue.length) {
      const glyph = queue.pop() as number;
      if (keep.has(glyph)) continue;
      keep.add(glyph);
      for (const part of componentsOf(glyphData(glyph))) if (part < numGlyphs && !keep.has(part)) queue.push(part);
    }
    const pieces: Uint8Array[] = [];
    const newLoca = new Uint8Array((numGlyphs + 1) * 4);
    const locaView = viewOf(newLoca);
    let at = 0;
    for (let glyph = 0; glyph < numGlyphs; glyph += 1) {
      locaView.setUint32(glyph * 4, at);
      if (!keep.has(glyph)) continue;
      const data = glyphData(glyph);
      const padded = new Uint8Array((data.length + 3) & ~3);
      padded.set(data);
      pieces.push(padded);
      at += padded.length;
    }
    locaView.setUint32(numGlyphs * 4, at);
    const newGlyf = new Uint8Array(at);
    let written = 0;
    for (const piece of pieces) {
      newGlyf.set(piece, written);
      written += piece.length;
    }
    const newHead = new Uint8Array(tables.get('head') as Uint8Array);
    viewOf(newHead).setInt16(50, 1);
    viewOf(newHead).setUint32(8, 0);
    const out = new Map<string, Uint8Array>([
      ['glyf', newGlyf],
      ['loca', newLoca],
      ['head', newHead],
    ]);
    // hmtx: the metrics of glyphs left out zeroed (they compress to nothing); post: version 3, no glyph names.
    const newHmtx = new Uint8Array(tables.get('hmtx') as Uint8Array);
    const hmtxView = viewOf(newHmtx);
    for (let glyph = 0; glyph < hMetrics; glyph += 1) if (!keep.has(glyph)) hmtxView.setUint32(glyph * 4, 0);
    out.set('hmtx', newHmtx);
    const post = tables.get('post');
    if (post && post.length >= 32) {
      const newPost = post.slice(0, 32);
      viewOf(newPost).setUint32(0, 0x00030000);
      out.set('post', newPost);
    }
    for (const tag of KEPT) {
      const table = tables.get(tag);
      if (table && !out.has(tag)) out.set(tag, table);
    }
    return writeSfnt(out);
  };

  return {
    postScriptName: readPostScriptName(tables.has('name') ? need(tables, 'name') : null),
    unitsPerEm,
    ascent,
    descent,
    capHeight,
    bbox: [head.getInt16(36), head.getInt16(38), head.getInt16(40), head.getInt16(42)],
    numGlyphs,
    cmap: readCmap(need(tables, 'cmap')),
    advanceOf,
    subset,
  };
}
