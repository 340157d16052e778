/**
 * Text in the PDF: font fallback by glyph, measuring and wrapping. A string is drawn as runs, each
 * in the first font (latin, then latin-ext) that has every character of the run, so ASCII, €, ₦
 * and accented names all come out as real, selectable text. A character no font has (an emoji, a
 * script the fonts lack) becomes '?' (a combining mark none has is left out); control and bidi
 * characters are dropped. Nothing here throws on text.
 */
import type { Color, PDFPage } from 'pdf-lib';

/** A font of the set: which characters it has, their advance widths, and how to draw a run in it. */
export interface FontFace {
  has(codePoint: number): boolean;
  /** Advance width of one character at size 1 (cached: measuring is the slow part of layout). */
  advance(char: string): number;
  /** Draws `text` (characters this face has) with its baseline starting at x, y. */
  show(page: PDFPage, text: string, options: { x: number; y: number; size: number; color: Color }): void;
}

/** The faces of one weight, in lookup order. */
export type FontChain = readonly FontFace[];

export interface TextRun {
  text: string;
  face: FontFace;
}

const REPLACEMENT = '?';
// C0 and C1 control characters, and bidi controls: a hostile name must not reorder or hide text.
// eslint-disable-next-line no-control-regex
const DROPPED = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

const COMBINING_MARK = /^\p{M}$/u;

/** One line of text: tabs and line breaks as spaces, invisible and control characters gone. */
export function cleanLine(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\t\r\n]+/g, ' ')
    .replace(DROPPED, '');
}

/** Splits `text` into runs of one face each (unknown characters become '?' in the first face). */
export function toRuns(text: string, chain: FontChain): TextRun[] {
  const runs: TextRun[] = [];
  const first = chain[0];
  if (!first) return runs;
  for (const char of cleanLine(text)) {
    const code = char.codePointAt(0) ?? 0;
    const face = chain.find((f) => f.has(code));
    if (!face && COMBINING_MARK.test(char)) continue; // a tone mark no font has: the letter without it
    const [shown, shownFace] = face ? [char, face] : [REPLACEMENT, first];
    const last = runs[runs.length - 1];
    if (last && last.face === shownFace) last.text += shown;
    else runs.push({ text: shown, face: shownFace });
  }
  return runs;
}

/** Width of a run at `size` points (the sum of its characters' advances, as pdf-lib draws them). */
export function runWidth(run: TextRun, size: number): number {
  let width = 0;
  for (const char of run.text) width += run.face.advance(char);
  return width * size;
}

/** Width of `text` at `size` points, across its runs. */
export function widthOf(text: string, chain: FontChain, size: number): number {
  return toRuns(text, chain).reduce((sum, run) => sum + runWidth(run, size), 0);
}

/** The longest start of `word` that fits in `width` (at least one character, so wrapping always advances). */
function fittingPrefix(word: string, chain: FontChain, size: number, width: number): string {
  let used = 0;
  let fitted = '';
  for (const char of word) {
    const advance = widthOf(char, chain, size);
    if (fitted && used + advance > width) break;
    fitted += char;
    used += advance;
  }
  return fitted;
}

/**
 * `text` as lines no wider than `width`: paragraphs at line breaks, then words; a word longer
 * than a line (a hostile title, a long reference) is cut where it overflows. Never empty: '' is [''].
 * Stops soon after `max` lines (it returns up to `max` + 2 when there was more text; the caller cuts).
 */
export function wrapText(text: string, chain: FontChain, size: number, width: number, max = Infinity): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    if (lines.length > max) break;
    const words = cleanLine(paragraph).split(' ').filter(Boolean);
    const start = lines.length;
    let line = '';
    for (let word of words) {
      if (lines.length > max) break;
      const candidate = line ? `${line} ${word}` : word;
      if (widthOf(candidate, chain, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      while (lines.length <= max && widthOf(word, chain, size) > width) {
        const head = fittingPrefix(word, chain, size, width);
        lines.push(head);
        word = word.slice(head.length);
      }
      line = word;
    }
    if (line || lines.length === start) lines.push(line);
  }
  return lines.length ? lines : [''];
}
