/** Font fallback by glyph and wrapping, with fake faces (1 point per character at size 1). */
import { describe, expect, it } from 'vitest';
import { cleanLine, type FontFace, toRuns, widthOf, wrapText } from './text';

function fakeFace(name: string, chars: string): FontFace & { name: string } {
  const set = new Set(Array.from(chars, (c) => c.codePointAt(0)));
  return { name, has: (code) => set.has(code), advance: () => 1, show: () => undefined };
}

const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
const latin = fakeFace('latin', `${ascii}éë€`);
const ext = fakeFace('ext', '₦ṣ');
const chain = [latin, ext];
const runs = (text: string) => toRuns(text, chain).map((r) => [(r.face as typeof latin).name, r.text]);

describe('toRuns', () => {
  it('draws each character in the first face that has it', () => {
    expect(runs('₦1,500 café')).toEqual([
      ['ext', '₦'],
      ['latin', '1,500 café'],
    ]);
    expect(runs('Ṣola')).toEqual([['latin', '?ola']]);
    expect(runs('ṣola ₦')).toEqual([
      ['ext', 'ṣ'],
      ['latin', 'ola '],
      ['ext', '₦'],
    ]);
  });

  it("turns a character no face has into '?' (one per emoji), drops controls and bidi overrides", () => {
    expect(runs('a🧾b')).toEqual([['latin', 'a?b']]);
    expect(runs('\u202Eevil\u202C\u0000\u200B!')).toEqual([['latin', 'evil!']]);
    expect(runs('x\u0301')).toEqual([['latin', 'x']]);
    expect(toRuns('abc', [])).toEqual([]);
  });

  it('composes what can be composed (NFC) and turns line breaks into spaces', () => {
    expect(cleanLine('cafe\u0301\r\nnext\tcol')).toBe('café next col');
  });
});

describe('wrapText', () => {
  it('wraps at spaces to the width, keeping line breaks', () => {
    expect(wrapText('one two three four', chain, 1, 9)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('a\nb', chain, 1, 9)).toEqual(['a', 'b']);
    expect(wrapText('', chain, 1, 9)).toEqual(['']);
  });

  it('cuts a word longer than the line, and always advances', () => {
    expect(wrapText('abcdefghij xy', chain, 1, 4)).toEqual(['abcd', 'efgh', 'ij', 'xy']);
    expect(wrapText('abc', chain, 1, 0.5)).toEqual(['a', 'b', 'c']);
    expect(widthOf('₦10', chain, 2)).toBe(6);
  });

  it('stops soon after max lines, returning more than max when text was left', () => {
    expect(wrapText('a b c d e f', chain, 1, 1, 2)).toEqual(['a', 'b', 'c', 'd']);
    const long = wrapText('x'.repeat(10_000), chain, 1, 10, 3);
    expect(long.slice(0, 3)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(10)]);
    expect(long.length).toBeGreaterThan(3);
    expect(long.length).toBeLessThanOrEqual(5);
  });
});
