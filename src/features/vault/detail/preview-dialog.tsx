/** The preview opened straight away with its data (spec section 4), without the detail modal. */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal, ModalContent, ModalDescription, ModalHeader, ModalTitle } from '@/components/ui/modal';
import { DownloadButton } from '../preview/download-button';
import { FilePreview } from '../preview/file-preview';
import { siblingPosition, useVaultState, vaultStore } from '../state/vault-state';
import { PHONE_FULL_SCREEN, sizeText } from './file-detail-modal';

export function PreviewDialog() {
  const state = useVaultState();
  const file = state.previewData;
  const position = siblingPosition(state);
  return (
    <Modal open={state.previewOpen && file !== null} onOpenChange={(open) => (open ? undefined : vaultStore.closePreview())}>
      <ModalContent size="lg" className={PHONE_FULL_SCREEN}>
        {file ? (
          <>
            <ModalHeader>
              <ModalTitle className="[overflow-wrap:anywhere]">{file.name}</ModalTitle>
              <ModalDescription>{sizeText(file)}</ModalDescription>
            </ModalHeader>
            <div className="flex flex-wrap items-center gap-2">
              {position.count > 1 ? (
                <>
                  <Button
                    variant="outlined"
                    size="icon"
                    aria-label="Previous file"
                    disabled={!position.hasPrevious}
                    onClick={() => vaultStore.step(-1)}
                  >
                    <ChevronLeft aria-hidden="true" />
                  </Button>
                  <span className="text-sm tabular-nums">
                    {position.index + 1} of {position.count}
                  </span>
                  <Button
                    variant="outlined"
                    size="icon"
                    aria-label="Next file"
                    disabled={!position.hasNext}
                    onClick={() => vaultStore.step(1)}
                  >
                    <ChevronRight aria-hidden="true" />
                  </Button>
                </>
              ) : null}
              <DownloadButton file={file} />
            </div>
            <FilePreview key={file.id} file={file} />
          </>
        ) : null}
      </ModalContent>
    </Modal>
  );
}
