/**
 * Choosing pictures of an item (the item's page and the item form): a button that opens the
 * file chooser (several at once), the files checked as they are chosen, and the refusals under
 * it, each naming its file. A file that is not JPEG, PNG or WebP is refused; one over 5 MB is
 * shrunk to fit 2,000 px first and refused only when it is still too big (decision 17).
 */
import { useCallback, useId, useRef, useState } from 'react';
import { ImagePlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { IMAGE_TYPES, MAX_IMAGE_BYTES, imageSizeProblem, imageTypeProblem, shrinkImage } from '@/lib/image-file';
import { cn } from '@/lib/utils';

/** The contract's limit of pictures per item. */
export const MAX_ITEM_IMAGES = 8;

const ACCEPT = [...IMAGE_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');

export interface ImageChoice {
  /** Files to keep, in the order chosen (a large photo already shrunk). */
  accepted: File[];
  /** Why the others were refused, one line per file, naming it. */
  problems: string[];
}

/** Sorts chosen files into the ones that can be uploaded and the refusals. */
export async function checkImageFiles(files: readonly File[]): Promise<ImageChoice> {
  const checked = await Promise.all(
    files.map(async (file): Promise<File | string> => {
      const typeProblem = imageTypeProblem(file);
      if (typeProblem) return typeProblem;
      if (file.size <= MAX_IMAGE_BYTES) return file;
      // A large photo may fit once shrunk; the limit is on what is uploaded.
      try {
        const shrunk = await shrinkImage(file);
        return imageSizeProblem(shrunk) ?? shrunk;
      } catch {
        return imageSizeProblem(file) ?? `“${file.name}” could not be read as a picture.`;
      }
    }),
  );
  return {
    accepted: checked.filter((entry): entry is File => typeof entry !== 'string'),
    problems: checked.filter((entry): entry is string => typeof entry === 'string'),
  };
}

export interface ImagePickerProps {
  /** The button's text and the file input's name ('Add images'). */
  label: string;
  /** Gets the accepted files (never called with none). */
  onAccept: (files: File[]) => void;
  /** A line under the button while nothing is refused. */
  hint?: string;
  /** How many more pictures the item can take (files past it are refused, named). */
  room?: number;
  disabled?: boolean;
  className?: string;
}

export function ImagePicker({ label, onAccept, hint, room = MAX_ITEM_IMAGES, disabled = false, className }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const problemsId = useId();
  const hintId = useId();

  async function choose(list: FileList | null) {
    const files = list ? [...list] : [];
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    setChecking(true);
    try {
      const { accepted, problems: refused } = await checkImageFiles(files);
      const kept = accepted.slice(0, Math.max(0, room));
      const over = accepted
        .slice(kept.length)
        .map((file) => `“${file.name}” was not added: an item can have at most ${MAX_ITEM_IMAGES} pictures.`);
      setProblems([...refused, ...over]);
      if (kept.length > 0) onAccept(kept);
    } finally {
      setChecking(false);
    }
  }

  const describedBy = problems.length > 0 ? problemsId : hint ? hintId : undefined;
  return (
    <div data-slot="image-picker" className={cn('flex flex-col gap-2', className)}>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={problems.length > 0 || undefined}
        tabIndex={-1}
        className="sr-only"
        disabled={disabled}
        onChange={(event) => void choose(event.currentTarget.files)}
      />
      <Button
        type="button"
        variant="outlined"
        className="self-start"
        disabled={disabled || room <= 0}
        loading={checking}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden="true" />
        {label}
      </Button>
      {problems.length > 0 ? (
        <ul id={problemsId} role="alert" className="flex flex-col gap-1 text-sm font-medium text-destructive">
          {problems.map((problem, index) => (
            <li key={index} className="[overflow-wrap:anywhere]">
              {problem}
            </li>
          ))}
        </ul>
      ) : hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A chosen file shown as a picture: its object URL is made when the image is attached and revoked
 * when it goes (or the file changes).
 */
export function FileThumbnail({ file, alt, className }: { file: File; alt: string; className?: string }) {
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return <img ref={attach} alt={alt} className={cn('rounded-md border bg-muted object-cover', className)} />;
}

export const IMAGE_HINT = 'JPEG, PNG or WebP, up to 5 MB each. Large photos are made smaller first.';
