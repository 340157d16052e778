/** The file's name and description as a form, and the contract's PATCH body from it. */
import * as v from 'valibot';
import { optionalText, toNullable } from '@/lib/form-fields';
import type { VaultFile, VaultFilePatch } from './file-detail.queries';

export const FILE_NAME_MAX = 255;
export const FILE_DESCRIPTION_MAX = 1000;

export const fileDetailsSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Give the file a name'),
    v.maxLength(FILE_NAME_MAX, `A file name must be at most ${FILE_NAME_MAX} characters`),
    v.check((name) => !/[/\\]/.test(name), 'A file name cannot contain / or \\'),
  ),
  description: optionalText('Description', FILE_DESCRIPTION_MAX),
});

export type FileDetailsValues = v.InferInput<typeof fileDetailsSchema>;

export const fileDetailsValues = (file: VaultFile): FileDetailsValues => ({
  name: file.name,
  description: file.description ?? '',
});

/** Only what changed, trimmed; an emptied description becomes null. */
export function toFilePatch(values: FileDetailsValues, file: VaultFile): VaultFilePatch {
  const out = v.parse(fileDetailsSchema, values);
  const patch: VaultFilePatch = {};
  if (out.name !== file.name) patch.name = out.name;
  const description = toNullable(out.description);
  if (description !== (file.description ?? null)) patch.description = description;
  return patch;
}
