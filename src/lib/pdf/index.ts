/**
 * The PDF kit: documents described as data and drawn in the browser with pdf-lib and embedded,
 * subsetted Noto Sans (which has ₦; the standard PDF fonts do not). Heavy (pdf-lib, its TrueType writer and the
 * fonts): never import it statically from a page; use `loadPdfKit()` from `@/lib/pdf/load`, or a
 * feature's own on-demand loader (`src/features/invoices/pdf/load.ts`). See document.ts for how a
 * new kind of document reuses it.
 */
export type { FontBytes, FontFiles, FontLoader, FontPair } from './fonts';
export {
  type PdfBlock,
  type PdfColumn,
  type PdfDocumentSpec,
  type PdfHeader,
  type PdfLabelled,
  type PdfMeta,
  renderPdf,
  type RenderOptions,
} from './document';
export { fetchLogo } from './logo';
export { type BusinessExtras, businessLines, customerLines, PAYMENT_METHOD_LABELS, type PdfBuildOptions } from './business';
