/**
 * A TrueType font in a PDF, written by hand with pdf-lib's object layer: a Type0 font with
 * Identity-H encoding over a CIDFontType2 whose CIDs are the glyph ids, a ToUnicode map (so text
 * can be selected, searched and copied) and the font program subsetted to the glyphs drawn. The
 * objects are written once, by `finish()`, after the last page is drawn, when the glyphs are known.
 */
import {
  beginText,
  type Color,
  endText,
  moveText,
  PDFHexString,
  type PDFDocument,
  type PDFName,
  type PDFPage,
  type PDFRef,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  showText,
} from 'pdf-lib';
import type { FontFace } from './text';
import type { TrueTypeFont } from './truetype';

const hex4 = (n: number) => n.toString(16).padStart(4, '0');

/** UTF-16BE hex of one character (a surrogate pair for one outside the BMP). */
function utf16Hex(char: string): string {
  let out = '';
  for (let i = 0; i < char.length; i += 1) out += hex4(char.charCodeAt(i));
  return out;
}

/** The ToUnicode CMap: each glyph drawn to the character it was drawn for (100 per block, as the format asks). */
function toUnicodeCmap(glyphs: ReadonlyMap<number, string>): string {
  const entries = [...glyphs].sort(([a], [b]) => a - b).map(([glyph, char]) => `<${hex4(glyph)}> <${utf16Hex(char)}>`);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** Glyph widths as a CIDFont's W array: runs of consecutive glyph ids, `[first [w1 w2 ...]] ...`. */
function widthArray(glyphs: readonly number[], width: (glyph: number) => number): (number | number[])[] {
  const out: (number | number[])[] = [];
  let run: number[] | null = null;
  let previous = -2;
  for (const glyph of glyphs) {
    if (run && glyph === previous + 1) run.push(width(glyph));
    else {
      run = [width(glyph)];
      out.push(glyph, run);
    }
    previous = glyph;
  }
  return out;
}

export interface ShowOptions {
  x: number;
  y: number;
  size: number;
  color: Color;
}

/** A font face the layout measures with and draws in; `finish()` writes the font into the document. */
export interface EmbeddedFace extends FontFace {
  finish(): void;
}

/**
 * `font` as a face of `doc`. `tag` is the six capital letters that name a subset in a PDF
 * (ABCDEF+NotoSans-Regular): different for every face of a document.
 */
export function embeddedFace(doc: PDFDocument, font: TrueTypeFont, tag: string): EmbeddedFace {
  const scale = 1000 / font.unitsPerEm;
  const drawn = new Map<number, string>(); // glyph -> the character it stands for
  const pageKeys = new WeakMap<PDFPage, PDFName>();
  const advances = new Map<string, number>();
  let ref: PDFRef | null = null;

  const glyphOf = (char: string) => font.cmap.get(char.codePointAt(0) ?? 0) ?? 0;

  return {
    has: (code) => font.cmap.has(code),
    advance(char) {
      let width = advances.get(char);
      if (width === undefined) {
        width = font.advanceOf(glyphOf(char)) / font.unitsPerEm;
        advances.set(char, width);
      }
      return width;
    },
    show(page, text, { x, y, size, color }) {
      let codes = '';
      for (const char of text) {
        const glyph = glyphOf(char);
        if (!drawn.has(glyph)) drawn.set(glyph, char);
        codes += hex4(glyph);
      }
      if (!codes) return;
      ref ??= doc.context.nextRef();
      let key = pageKeys.get(page);
      if (!key) {
        key = page.node.newFontDictionary(tag, ref);
        pageKeys.set(page, key);
      }
      page.pushOperators(
        pushGraphicsState(),
        beginText(),
        setFillingColor(color),
        setFontAndSize(key, size),
        moveText(x, y),
        showText(PDFHexString.of(codes)),
        endText(),
        popGraphicsState(),
      );
    },
    finish() {
      if (!ref) return;
      const context = doc.context;
      const program = font.subset(drawn.keys());
      const name = `${tag}+${font.postScriptName}`;
      const [xMin, yMin, xMax, yMax] = font.bbox;
      const fontFile = context.register(context.flateStream(program, { Length1: program.length }));
      const descriptor = context.register(
        context.obj({
          Type: 'FontDescriptor',
          FontName: name,
          Flags: 32,
          FontBBox: [xMin * scale, yMin * scale, xMax * scale, yMax * scale].map(Math.round),
          ItalicAngle: 0,
          Ascent: Math.round(font.ascent * scale),
          Descent: Math.round(font.descent * scale),
          CapHeight: Math.round(font.capHeight * scale),
          StemV: 80,
          FontFile2: fontFile,
        }),
      );
      const glyphs = [...drawn.keys()].sort((a, b) => a - b);
      const cidFont = context.register(
        context.obj({
          Type: 'Font',
          Subtype: 'CIDFontType2',
          BaseFont: name,
          CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
          FontDescriptor: descriptor,
          W: widthArray(glyphs, (glyph) => Math.round(font.advanceOf(glyph) * scale)),
          CIDToGIDMap: 'Identity',
        }),
      );
      const toUnicode = context.register(context.flateStream(toUnicodeCmap(drawn)));
      context.assign(
        ref,
        context.obj({
          Type: 'Font',
          Subtype: 'Type0',
          BaseFont: name,
          Encoding: 'Identity-H',
          DescendantFonts: [cidFont],
          ToUnicode: toUnicode,
        }),
      );
    },
  };
}
