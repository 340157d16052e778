/**
 * The address of pdf.js's worker in the build (Vite's `?url`: a file of the app's own origin).
 * A string, not the worker's code; imported only by the PDF preview's loader, on demand.
 */
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export default workerUrl;
