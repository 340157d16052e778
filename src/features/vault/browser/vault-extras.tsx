import { lazy, Suspense } from 'react';
import { FileDetailHost } from '../detail/file-detail-host';
import { useUploadsBegun } from '../upload/begin-uploads';

// The uploads tray: loaded with the first upload of the visit, then kept.
const UploadTray = lazy(() => import('../upload/upload-tray').then((m) => ({ default: m.UploadTray })));

/**
 * What the vault's frame holds besides its pages, none of it on the first paint: the uploads tray
 * (once an upload has begun; it stays while the user moves between folders and views) and the
 * file detail modal or preview the vault state opens. Loaded after the frame.
 */
export function VaultExtras() {
  const uploadsBegun = useUploadsBegun();
  return (
    <>
      {uploadsBegun ? (
        <Suspense fallback={null}>
          <UploadTray />
        </Suspense>
      ) : null}
      <FileDetailHost />
    </>
  );
}
