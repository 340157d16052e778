/**
 * An item's pictures on its page (issue 12, item 4): the saved ones (the first is the picture
 * the list shows), 'Add images' with each upload's progress and Cancel, a failed upload's reason
 * and Retry on that picture (the item itself is saved already), and Delete after a confirmation.
 * Finished and failed uploads are announced to screen readers.
 */
import { useEffect, useState } from 'react';
import { RotateCcw, Trash2, X } from 'lucide-react';
import { toApiError } from '@/api/errors';
import type { BusinessSchemas } from '@/api/types';
import { RecordSection } from '@/components/record/record-page';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useBusinessContext } from '@/features/business';
import { useCan } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import {
  forgetFinishedItemImages,
  useDeleteItemImage,
  useItemImageUploads,
  useQueueItemImages,
  type ItemImageUpload,
} from '../api/item-images';
import { FileThumbnail, IMAGE_HINT, ImagePicker, MAX_ITEM_IMAGES } from './item-images-picker';

// Asked only when a picture is deleted: loaded once the page has settled, or on first use.
const ConfirmDialog = lazyDialog(
  () => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog),
  (props) => props.open,
);

type InventoryItem = BusinessSchemas['InventoryItem'];
type InventoryImage = BusinessSchemas['InventoryImage'];

/** 'the main picture' / 'picture 3', as the page and the dialog say it. */
const pictureName = (index: number) => (index === 0 ? 'the main picture' : `picture ${index + 1}`);

export function ItemImages({ item }: { item: InventoryItem }) {
  const scope = useBusinessContext();
  const canEdit = useCan('inventory', 'edit');
  const canCreate = useCan('inventory', 'create');
  const canAdd = (canEdit || canCreate) && item.active;
  const canDelete = canEdit && item.active;
  const queueImages = useQueueItemImages();
  const { uploads, cancel, retry, dismiss } = useItemImageUploads(item.id);
  const [deleting, setDeleting] = useState<{ image: InventoryImage; index: number } | null>(null);
  const remove = useDeleteItemImage();

  const saved = new Set(item.images.map((image) => image.id));
  // A finished upload shows as a saved picture once the item has it.
  const shown = uploads.filter((upload) => upload.status !== 'done' || !upload.result || !saved.has(upload.result.id));
  const underway = uploads.filter((upload) => upload.status === 'queued' || upload.status === 'uploading').length;
  const room = MAX_ITEM_IMAGES - item.images.length - underway;

  // Finished uploads are forgotten when the page goes (they stay until then for the live region).
  useEffect(() => () => forgetFinishedItemImages(item.id), [item.id]);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ scope, itemId: item.id, imageId: deleting.image.id });
    } catch (error) {
      throw toApiError(error);
    }
    toast.success(`Deleted ${pictureName(deleting.index)} of “${item.name}”`);
  }

  return (
    <RecordSection title="Pictures">
      {item.images.length === 0 ? (
        <p className="text-sm text-muted-foreground">No pictures yet. An item needs one to be published.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={`Pictures of ${item.name}`}>
          {item.images.map((image, index) => (
            <li key={image.id} className="relative flex min-w-0 flex-col gap-1">
              <img
                src={image.image}
                alt={index === 0 ? `${item.name}, main picture` : `${item.name}, picture ${index + 1}`}
                loading="lazy"
                className="aspect-square w-full rounded-md border bg-muted object-cover"
              />
              <div className="flex min-h-11 items-center justify-between gap-1 sm:min-h-10">
                <span className="text-xs text-muted-foreground">
                  {index === 0 ? 'Main picture, shown in the list' : `Picture ${index + 1}`}
                </span>
                {canDelete ? (
                  <Button
                    variant="tertiary"
                    size="icon"
                    aria-label={`Delete ${pictureName(index)}`}
                    onClick={() => setDeleting({ image, index })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}

      {shown.length > 0 ? (
        <ul aria-label="Uploads" className="flex flex-col gap-2">
          {shown.map((upload) => (
            <UploadRow key={upload.id} upload={upload} onCancel={cancel} onRetry={retry} onDismiss={dismiss} />
          ))}
        </ul>
      ) : null}

      <div aria-live="polite" className="sr-only">
        {uploads.map((upload) =>
          upload.status === 'done' ? (
            <p key={upload.id}>“{upload.file.name}” uploaded.</p>
          ) : upload.status === 'failed' ? (
            <p key={upload.id}>
              “{upload.file.name}” did not upload: {upload.error?.message}
            </p>
          ) : null,
        )}
      </div>

      {canAdd ? (
        <ImagePicker
          label="Add images"
          hint={room <= 0 ? `An item can have at most ${MAX_ITEM_IMAGES} pictures.` : IMAGE_HINT}
          room={room}
          onAccept={(files) => queueImages(scope, item.id, files)}
        />
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? `Delete ${pictureName(deleting.index)} of “${item.name}”?` : ''}
        description={
          deleting?.index === 0 && item.images.length > 1
            ? 'It is deleted for good. Picture 2 becomes the main picture, shown in the list.'
            : 'It is deleted for good.'
        }
        confirmLabel="Delete picture"
        variant="danger"
        onConfirm={confirmDelete}
      >
        {deleting ? (
          <img src={deleting.image.image} alt="" className="mx-auto max-h-40 rounded-md border object-contain" />
        ) : null}
      </ConfirmDialog>
    </RecordSection>
  );
}

interface UploadRowProps {
  upload: ItemImageUpload;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onDismiss: (id: string) => void;
}

function UploadRow({ upload, onCancel, onRetry, onDismiss }: UploadRowProps) {
  const name = upload.file.name;
  const percent = upload.progress?.percent ?? null;
  const active = upload.status === 'queued' || upload.status === 'uploading';
  return (
    <li
      data-upload-status={upload.status}
      className="flex min-w-0 flex-col gap-2 rounded-md border p-2 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <FileThumbnail file={upload.file} alt="" className="size-12 shrink-0" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="text-sm font-medium [overflow-wrap:anywhere]">{name}</span>
          {active ? (
            <div
              role="progressbar"
              aria-label={`Uploading “${name}”`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent ?? undefined}
              aria-valuetext={percent === null ? (upload.status === 'queued' ? 'Waiting' : 'Starting') : `${percent}%`}
              className="h-2 w-full overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent ?? 0}%` }} />
            </div>
          ) : null}
          {upload.status === 'done' ? <span className="text-sm text-muted-foreground">Uploaded</span> : null}
          {upload.status === 'cancelled' ? <span className="text-sm text-muted-foreground">Cancelled</span> : null}
          {upload.status === 'failed' ? (
            <span className="text-sm font-medium text-destructive [overflow-wrap:anywhere]">
              Not uploaded: {upload.error?.message ?? 'Please try again.'}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 gap-2 self-end sm:self-center">
        {active ? (
          <Button variant="outlined" size="sm" aria-label={`Cancel “${name}”`} onClick={() => onCancel(upload.id)}>
            <X aria-hidden="true" />
            Cancel
          </Button>
        ) : null}
        {upload.status === 'failed' || upload.status === 'cancelled' ? (
          <>
            <Button variant="outlined" size="sm" aria-label={`Retry “${name}”`} onClick={() => onRetry(upload.id)}>
              <RotateCcw aria-hidden="true" />
              Retry
            </Button>
            <Button variant="tertiary" size="sm" aria-label={`Dismiss “${name}”`} onClick={() => onDismiss(upload.id)}>
              Dismiss
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
