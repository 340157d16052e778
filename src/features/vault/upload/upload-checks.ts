/**
 * What the vault refuses before an upload starts (issue 17, item 2): a file over the contract's
 * 100 MB, and files that would take the vault past its storage allowance (counting what is still
 * uploading). Pure: the browser and its tests share it.
 */
import { formatBytes } from '../browser/entries';

/** The contract's largest upload (openapi/vault.yaml, uploadVaultFile). */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

export interface Refusal {
  file: File;
  reason: string;
}

export interface UploadPlan {
  accepted: File[];
  refused: Refusal[];
}

/**
 * Splits `files` into those to upload and those refused with a reason. `freeBytes` is the room
 * left (null: not known yet, the server decides); files are taken in order while they fit.
 */
export function planUploads(files: readonly File[], freeBytes: number | null): UploadPlan {
  const accepted: File[] = [];
  const refused: Refusal[] = [];
  let room = freeBytes;
  for (const file of files) {
    if (file.size > MAX_UPLOAD_BYTES) {
      refused.push({ file, reason: `It is ${formatBytes(file.size)}; a file may be at most 100 MB.` });
    } else if (room !== null && file.size > room) {
      refused.push({
        file,
        reason: `Not enough storage left: ${formatBytes(Math.max(0, room))} free, the file is ${formatBytes(file.size)}.`,
      });
    } else {
      accepted.push(file);
      if (room !== null) room -= file.size;
    }
  }
  return { accepted, refused };
}
