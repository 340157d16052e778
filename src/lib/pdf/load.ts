/**
 * The PDF kit on demand: the only way code that a page loads up front may reach `@/lib/pdf`
 * (pdf-lib and the fonts stay in a chunk of their own until a PDF is asked for).
 */
export const loadPdfKit = () => import('./index');
