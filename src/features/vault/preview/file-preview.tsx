/**
 * The preview of a file's bytes (issue 17, item 4), chosen by its type: an image with zoom, a PDF
 * drawn page by page by pdf.js (loaded on demand), the browser's own video and audio players, the
 * first 1 MB of a text or CSV file as text (never as HTML), or an icon and a download.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { NoPreview } from './no-preview';
import type { PreviewFile } from './preview-file';
import { KIND_LABELS, previewKind, readTextStart } from './preview-kind';

const PdfPreview = lazy(() => import('./pdf-preview').then((m) => ({ default: m.PdfPreview })));

export interface FilePreviewProps {
  file: PreviewFile;
}

export function FilePreview({ file }: FilePreviewProps) {
  const kind = previewKind(file.mimetype, file.name);
  return (
    <section aria-label={`Preview of ${file.name}`} data-preview-kind={kind} className="flex min-w-0 flex-col gap-3">
      {kind === 'image' ? <ImagePreview key={file.file} file={file} /> : null}
      {kind === 'pdf' ? (
        <Suspense fallback={<Spinner label="Loading the PDF viewer" />}>
          <PdfPreview key={file.file} file={file} />
        </Suspense>
      ) : null}
      {kind === 'video' || kind === 'audio' ? <MediaPreview key={file.file} file={file} kind={kind} /> : null}
      {kind === 'text' ? <TextPreview key={file.file} file={file} /> : null}
      {kind === 'other' ? <NoPreview file={file} reason="There is no preview for this kind of file." /> : null}
    </section>
  );
}

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

function ImagePreview({ file }: { file: PreviewFile }) {
  const [zoomAt, setZoomAt] = useState(2);
  const [failed, setFailed] = useState(false);
  if (failed) return <NoPreview file={file} reason="This image could not be shown." />;
  const zoom = ZOOMS[zoomAt]!;
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label="Zoom" className="flex items-center gap-1">
        <Button
          variant="outlined"
          size="icon"
          aria-label="Zoom out"
          disabled={zoomAt === 0}
          onClick={() => setZoomAt((z) => z - 1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output aria-live="polite" className="min-w-14 text-center text-sm tabular-nums">
          {Math.round(zoom * 100)}%
        </output>
        <Button
          variant="outlined"
          size="icon"
          aria-label="Zoom in"
          disabled={zoomAt === ZOOMS.length - 1}
          onClick={() => setZoomAt((z) => z + 1)}
        >
          <Plus aria-hidden="true" />
        </Button>
        <Button variant="tertiary" size="icon" aria-label="Actual size" onClick={() => setZoomAt(2)}>
          <RotateCcw aria-hidden="true" />
        </Button>
      </div>
      <div
        role="region"
        className="max-h-[60dvh] overflow-auto rounded-lg border bg-muted/40"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        aria-label="Image, scrollable when zoomed"
      >
        <img
          src={file.file}
          alt={file.name}
          onError={() => setFailed(true)}
          style={{ width: `${zoom * 100}%`, maxWidth: 'none' }}
          className="mx-auto block h-auto"
        />
      </div>
    </div>
  );
}

function MediaPreview({ file, kind }: { file: PreviewFile; kind: 'video' | 'audio' }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <NoPreview file={file} reason={`This ${kind} cannot be played in the browser.`} />;
  return kind === 'video' ? (
    <video
      src={file.file}
      controls
      preload="metadata"
      onError={() => setFailed(true)}
      className="max-h-[60dvh] w-full rounded-lg bg-black"
    >
      <track kind="captions" />
    </video>
  ) : (
    <audio src={file.file} controls preload="metadata" onError={() => setFailed(true)} className="w-full" aria-label={file.name}>
      <track kind="captions" />
    </audio>
  );
}

type TextState = { status: 'loading' } | { status: 'ready'; text: string; truncated: boolean } | { status: 'failed' };

function TextPreview({ file }: { file: PreviewFile }) {
  const [state, setState] = useState<TextState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch(file.file, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const result = await readTextStart(response);
        setState({ status: 'ready', ...result });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [file.file]);
  if (state.status === 'loading') return <Spinner label="Loading the text" />;
  if (state.status === 'failed') return <NoPreview file={file} reason="The text could not be loaded." />;
  return (
    <div className="flex flex-col gap-2">
      {state.truncated ? (
        <p className="text-sm text-muted-foreground">Showing the first 1 MB. Download the file to see all of it.</p>
      ) : null}
      <pre
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        aria-label={`${KIND_LABELS.text}: ${file.name}`}
        className="max-h-[60dvh] overflow-auto rounded-lg border bg-muted/40 p-3 font-mono text-xs whitespace-pre-wrap [overflow-wrap:anywhere]"
      >
        {state.text}
      </pre>
    </div>
  );
}
