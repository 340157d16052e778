/**
 * Test helper: the text of a PDF as pdf.js reads it (its Node build), one string per page with
 * one line per baseline. Pieces on a line are joined with a space where there is a gap between
 * them and without one where they touch (a run in another font, like '₦' before '1,500.00').
 * The PDF kit never draws a control character, so any in pdf.js's answer are its own and removed.
 */

// pdf.js 6 calls Promise.withResolvers, which Node 20 lacks (Node 22 has it).
const promiseStatics = Promise as unknown as { withResolvers?: unknown };
promiseStatics.withResolvers ??= function withResolvers<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

interface Piece {
  str: string;
  x: number;
  y: number;
  width: number;
}

// pdf.js puts a control character (U+0002) before a combining mark it reads ('ọ' + U+0300).
// eslint-disable-next-line no-control-regex
const PDFJS_ARTEFACTS = /[\u0000-\u0009\u000B-\u001F]/g;

export interface PdfText {
  pages: string[];
  info: Record<string, unknown>;
}

export async function readPdfText(bytes: Uint8Array): Promise<PdfText> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: bytes.slice(),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const doc = await task.promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const pieces: Piece[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str === '') continue;
        pieces.push({ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width });
      }
      const lines = new Map<number, Piece[]>();
      for (const piece of pieces) {
        const key = Math.round(piece.y);
        lines.set(key, [...(lines.get(key) ?? []), piece]);
      }
      const text = [...lines.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, line]) => {
          line.sort((a, b) => a.x - b.x);
          let out = '';
          let end = -Infinity;
          for (const piece of line) {
            if (out && piece.x - end > 1) out += ' ';
            out += piece.str;
            end = piece.x + piece.width;
          }
          return out;
        })
        .join('\n');
      pages.push(text.replace(PDFJS_ARTEFACTS, ''));
    }
    const { info } = await doc.getMetadata();
    return { pages, info: info as Record<string, unknown> };
  } finally {
    await task.destroy();
  }
}
