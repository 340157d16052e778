import * as v from 'valibot';
import type { BusinessSchemas } from '@/api/types';
import { requiredText } from '@/lib/form-fields';

export type Tag = BusinessSchemas['Tag'];
export type TagInput = BusinessSchemas['TagInput'];

/** The new-tag form (contract TagInput: a name of 1-50 characters, unique per business). */
export const tagSchema = v.object({ name: requiredText('Tag name', 50) });

export type TagFormValues = v.InferInput<typeof tagSchema>;

/** The (validated) form values as the contract's body. */
export function toTagInput(values: TagFormValues): TagInput {
  return v.parse(tagSchema, values);
}
