/**
 * A PDF drawn page by page onto canvases by pdf.js: headless and many phone browsers have no PDF
 * viewer of their own. pdf.js and its worker load only when a PDF is previewed (dynamic imports;
 * the worker as a URL of the app's own origin), never in a page's first load.
 */
import { useEffect, useRef, useState } from 'react';
import type * as PdfJs from 'pdfjs-dist';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { NoPreview } from './no-preview';
import type { PreviewFile } from './preview-file';

type PdfModule = typeof PdfJs;
type PdfDocument = Awaited<ReturnType<PdfModule['getDocument']>['promise']>;

let loading: Promise<PdfModule> | null = null;

/** pdf.js with its worker set, loaded once. */
function loadPdfJs(): Promise<PdfModule> {
  loading ??= Promise.all([import('pdfjs-dist'), import('./pdf-worker-url')]).then(([pdfjs, worker]) => {
    pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
    return pdfjs;
  });
  return loading;
}

export function PdfPreview({ file }: { file: PreviewFile }) {
  const [doc, setDoc] = useState<PdfDocument | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let cancelled = false;
    let task: ReturnType<PdfModule['getDocument']> | null = null;
    loadPdfJs()
      .then((pdfjs) => {
        if (cancelled) return null;
        task = pdfjs.getDocument({ url: file.file });
        return task.promise;
      })
      .then((pdf) => {
        if (pdf && !cancelled) setDoc(pdf);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [file.file]);

  useEffect(() => {
    if (!doc || !canvas.current) return;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    let cancelled = false;
    void doc.getPage(page).then((pdfPage) => {
      if (cancelled || !canvas.current) return;
      const width = canvas.current.parentElement?.clientWidth || 600;
      const base = pdfPage.getViewport({ scale: 1 });
      const scale = Math.min(2, Math.max(0.5, width / base.width));
      const ratio = window.devicePixelRatio || 1;
      const viewport = pdfPage.getViewport({ scale: scale * ratio });
      const target = canvas.current;
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      target.style.width = `${Math.floor(viewport.width / ratio)}px`;
      task = pdfPage.render({ canvas: target, viewport });
      task.promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page]);

  if (failed) return <NoPreview file={file} reason="This PDF could not be shown." />;
  if (!doc) return <Spinner label="Loading the PDF" />;
  const pages = doc.numPages;
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label="Pages" className="flex items-center gap-1">
        <Button
          variant="outlined"
          size="icon"
          aria-label="Previous page"
          disabled={page <= 1}
          onClick={() => setPage((p) => p - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <output aria-live="polite" className="min-w-24 text-center text-sm tabular-nums">
          Page {page} of {pages}
        </output>
        <Button
          variant="outlined"
          size="icon"
          aria-label="Next page"
          disabled={page >= pages}
          onClick={() => setPage((p) => p + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div className="max-h-[70dvh] overflow-auto rounded-lg border bg-muted/40">
        <div role="img" aria-label={`Page ${page} of ${file.name}`}>
          <canvas ref={canvas} aria-hidden="true" className="mx-auto block" />
        </div>
      </div>
    </div>
  );
}
