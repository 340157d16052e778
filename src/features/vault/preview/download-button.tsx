import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { downloadBlob, safeFileName } from '@/lib/download';
import { toast } from '@/lib/toast';
import type { PreviewFile } from './preview-file';

/** A safe name to save the file under, keeping its extension ('../x.pdf' -> 'x.pdf'). */
export function downloadName(name: string): string {
  const match = /^(.*)\.([a-z0-9]{1,8})$/i.exec(name);
  return match ? safeFileName(match[1]!, match[2]!, 'file') : safeFileName(name, '', 'file');
}

/**
 * Saves the file's bytes under its own (made safe) name: fetched and offered as a download, since
 * a cross-origin link's `download` name is ignored by browsers.
 */
export function DownloadButton({ file, variant = 'outlined' }: { file: PreviewFile; variant?: ButtonVariant }) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const response = await fetch(file.file);
      if (!response.ok) throw new Error(String(response.status));
      downloadBlob(await response.blob(), downloadName(file.name));
    } catch {
      toast.error('The file could not be downloaded', { description: 'Please try again.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} size="sm" onClick={() => void save()} loading={busy}>
      <Download aria-hidden="true" />
      Download
    </Button>
  );
}
