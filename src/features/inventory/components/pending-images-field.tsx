/**
 * The item form's pictures, before the item exists: pick several, see them, take one out. The
 * form keeps `files` and, once the item is saved, hands them to `queueItemImages` (or
 * `useQueueItemImages`), which uploads them to the new item.
 *
 *   const [images, setImages] = useState<File[]>([]);
 *   <PendingImagesField files={images} onChange={setImages} />
 */
import { useId } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/image-file';
import { FileThumbnail, IMAGE_HINT, ImagePicker, MAX_ITEM_IMAGES } from './item-images-picker';

export interface PendingImagesFieldProps {
  /** The pictures chosen so far, in order (the first becomes the list's picture). */
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** The field's label (default 'Images'). */
  label?: string;
  disabled?: boolean;
}

export function PendingImagesField({ files, onChange, label = 'Images', disabled = false }: PendingImagesFieldProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} data-slot="pending-images-field" className="flex min-w-0 flex-col gap-2">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      {files.length > 0 ? (
        <ul aria-label={`Chosen ${label.toLowerCase()}`} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {files.map((file, index) => (
            <li key={`${index}-${file.name}-${file.size}-${file.lastModified}`} className="flex min-w-0 flex-col gap-1">
              <div className="relative">
                <FileThumbnail file={file} alt={file.name} className="aspect-square w-full" />
                {index === 0 ? (
                  <span className="absolute bottom-1 left-1 rounded bg-background/90 px-1.5 py-0.5 text-xs font-medium">
                    Main picture
                  </span>
                ) : null}
              </div>
              <div className="flex min-w-0 items-center gap-1">
                <span className="min-w-0 flex-1 text-xs [overflow-wrap:anywhere]">
                  {file.name} <span className="text-muted-foreground">({formatFileSize(file.size)})</span>
                </span>
                <Button
                  type="button"
                  variant="tertiary"
                  size="icon"
                  disabled={disabled}
                  aria-label={`Remove “${file.name}”`}
                  onClick={() => onChange(files.filter((_, i) => i !== index))}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <ImagePicker
        label={files.length > 0 ? 'Add more images' : 'Add images'}
        hint={files.length >= MAX_ITEM_IMAGES ? `An item can have at most ${MAX_ITEM_IMAGES} pictures.` : IMAGE_HINT}
        room={MAX_ITEM_IMAGES - files.length}
        disabled={disabled}
        onAccept={(accepted) => onChange([...files, ...accepted])}
      />
    </div>
  );
}
