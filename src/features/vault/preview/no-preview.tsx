import { FileIcon } from 'lucide-react';
import { DownloadButton } from './download-button';
import type { PreviewFile } from './preview-file';

/** An icon, why there is no preview, and the download. */
export function NoPreview({ file, reason }: { file: PreviewFile; reason: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-6 text-center">
      <FileIcon aria-hidden="true" className="size-12 text-muted-foreground" />
      <p className="text-sm text-muted-foreground">{reason}</p>
      <DownloadButton file={file} />
    </div>
  );
}
