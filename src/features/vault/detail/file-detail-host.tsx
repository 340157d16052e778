/**
 * Mount once in the vault page: renders the file detail modal while the vault state says it is
 * open, or the preview opened on its own. Both load on demand, on first use.
 */
import { Suspense, lazy } from 'react';
import { useVaultState } from '../state/vault-state';

const FileDetailModal = lazy(() => import('./file-detail-modal').then((m) => ({ default: m.FileDetailModal })));
const PreviewDialog = lazy(() => import('./preview-dialog').then((m) => ({ default: m.PreviewDialog })));

export function FileDetailHost() {
  const modalOpen = useVaultState((state) => state.modalOpen);
  const previewOnly = useVaultState((state) => !state.modalOpen && state.previewOpen);
  return (
    <Suspense fallback={null}>
      {modalOpen ? <FileDetailModal /> : null}
      {previewOnly ? <PreviewDialog /> : null}
    </Suspense>
  );
}
