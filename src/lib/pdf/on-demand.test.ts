/**
 * The PDF kit (pdf-lib and the font writer: about 100 KB gzip, plus the fonts) stays out of every page's first load: outside
 * the PDF folders, code reaches it only through a dynamic import (`loadPdfKit`, `loadInvoicePdf`,
 * `loadReceiptPdf`). A static import would pull it into a route's chunk; this test names the file.
 * (`npm run bench:bundle` measures the routes; this catches the cause early and cheaply.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');
const PDF_FOLDER = /^(lib\/pdf|features\/(?:[^/]+\/)+pdf)\//;
const TEST_FILE = /\.test\.tsx?$/;
const HEAVY = [
  /^pdf-lib$/,
  /^@pdf-lib\//,
  // pdf.js itself; its worker's `?url` is only the file's address (the vault's PDF preview).
  /^pdfjs-dist(?!\/build\/pdf\.worker\.min\.mjs\?url$)/,
  /^@\/lib\/pdf(\/(?!load$)[^/]+)?$/,
  /^@\/features\/(?:[^/]+\/)+pdf\/(?!load$)[^/]+$/,
  /^\.\.?\/(.*\/)?pdf\/(?!load$)[^/]+$/,
];
// Static imports and re-exports, not `import type` (erased) and not `import('...')`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

describe('the PDF kit loads on demand', () => {
  it('no app file outside the PDF folders imports it statically', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const relative = path.relative(SRC, file).split(path.sep).join('/');
      if (PDF_FOLDER.test(relative) || TEST_FILE.test(relative)) continue;
      for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
        if (HEAVY.some((pattern) => pattern.test(specifier))) offenders.push(`${relative} imports ${specifier}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('the patterns catch a static import and let the loaders and type imports through', () => {
    const specifiers = (source: string) =>
      [...source.matchAll(STATIC_IMPORT)].map((m) => m[1] ?? '').filter((s) => HEAVY.some((p) => p.test(s)));
    expect(
      specifiers(
        [
          "import { renderPdf } from '@/lib/pdf';",
          "import { buildInvoicePdf } from '../pdf/invoice-pdf';",
          "export { x } from 'pdf-lib';",
          "import type { PdfDocumentSpec } from '@/lib/pdf';",
          "import { loadPdfKit } from '@/lib/pdf/load';",
          "import { loadInvoicePdf } from '@/features/invoices/pdf/load';",
          "const kit = await import('@/lib/pdf');",
        ].join('\n'),
      ),
    ).toEqual(['@/lib/pdf', '../pdf/invoice-pdf', 'pdf-lib']);
  });
});
