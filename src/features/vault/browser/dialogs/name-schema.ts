/** The vault's name forms: a folder's or file's name (contract: 1-255 characters), a tag's (1-50). */
import * as v from 'valibot';
import { requiredText } from '@/lib/form-fields';

export const folderNameSchema = v.object({ name: requiredText('Folder name', 255) });
export const fileNameSchema = v.object({ name: requiredText('File name', 255) });
export const tagNameSchema = v.object({ name: requiredText('Tag name', 50) });

export type NameValues = { name: string };
