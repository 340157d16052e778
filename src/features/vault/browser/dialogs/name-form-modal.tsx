import { useRef } from 'react';
import * as v from 'valibot';
import type { VaultSchemas } from '@/api/types';
import { useAppForm } from '@/components/form';
import { EntityForm, EntityFormModal } from '@/components/record/entity-form-modal';
import { reportFormError } from '@/components/record/report-form-error';
import { createAttemptKeys } from '@/lib/attempt-key';
import { useRefreshVault, vaultCalls } from '../../api/vault-changes';
import type { Entry } from '../entries';
import { fileNameSchema, folderNameSchema, tagNameSchema } from './name-schema';

/** What the name form does: create a folder (in a folder or at root), rename a folder or file, or create a tag. */
export type NameFormMode = { kind: 'new-folder'; parent: number | null } | { kind: 'rename'; entry: Entry } | { kind: 'new-tag' };

type Saved = VaultSchemas['Folder'] | VaultSchemas['VaultFile'] | VaultSchemas['Tag'];

/** A call's data, or its error thrown (the middleware throws ApiError; this guards an empty answer). */
function dataOf<T>(result: { data?: T; error?: unknown }): T {
  if (result.error !== undefined) throw result.error;
  return result.data as T;
}

function settingsOf(mode: NameFormMode) {
  if (mode.kind === 'new-folder') {
    return {
      title: 'New folder',
      description: undefined,
      label: 'Folder name',
      hint: 'Up to 255 characters.',
      submit: 'Create folder',
      initial: '',
      schema: folderNameSchema,
      save: async (name: string, idempotencyKey: string): Promise<Saved> =>
        dataOf(await vaultCalls.createFolder({ name, parent: mode.parent }, idempotencyKey)),
    };
  }
  if (mode.kind === 'new-tag') {
    return {
      title: 'New tag',
      description: 'A label for your files; filter the vault by it.',
      label: 'Tag name',
      hint: 'Up to 50 characters; each name once.',
      submit: 'Create tag',
      initial: '',
      schema: tagNameSchema,
      save: async (name: string): Promise<Saved> => dataOf(await vaultCalls.createTag(name)),
    };
  }
  const { entry } = mode;
  const folder = entry.type === 'folder';
  return {
    title: `Rename ${entry.name}`,
    description: undefined,
    label: folder ? 'Folder name' : 'File name',
    hint: folder ? 'Up to 255 characters.' : 'Up to 255 characters, extension included.',
    submit: 'Rename',
    initial: entry.name,
    schema: folder ? folderNameSchema : fileNameSchema,
    save: async (name: string): Promise<Saved> =>
      folder
        ? dataOf<Saved>(await vaultCalls.patchFolder(entry.id, { name }))
        : dataOf<Saved>(await vaultCalls.patchFile(entry.id, { name })),
  };
}

export interface NameFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: NameFormMode;
  onSaved?: (saved: Saved) => void;
}

/** New folder, rename (a folder or a file) and new tag: one name field, the rules at the field, the server's refusal there too. */
export function NameFormModal({ open, onOpenChange, mode, onSaved }: NameFormModalProps) {
  const settings = settingsOf(mode);
  return (
    <EntityFormModal open={open} onOpenChange={onOpenChange} size="sm" title={settings.title} description={settings.description}>
      <NameForm
        settings={settings}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </EntityFormModal>
  );
}

function NameForm({ settings, onSaved }: { settings: ReturnType<typeof settingsOf>; onSaved: (saved: Saved) => void }) {
  const refresh = useRefreshVault();
  // One Idempotency-Key per attempt: a retry after a lost answer makes one folder, not two.
  const keys = useRef(createAttemptKeys()).current;
  const form = useAppForm({
    defaultValues: { name: settings.initial },
    validators: { onSubmit: settings.schema },
    onSubmit: async ({ value, formApi }) => {
      try {
        const name = v.parse(settings.schema, value).name;
        const saved = await settings.save(name, keys.keyFor(name));
        keys.reset();
        await refresh();
        onSaved(saved);
      } catch (error) {
        reportFormError(formApi, error);
      }
    },
  });
  return (
    <EntityForm form={form} submitLabel={settings.submit}>
      <form.AppField name="name">
        {(field) => <field.TextField label={settings.label} hint={settings.hint} required />}
      </form.AppField>
    </EntityForm>
  );
}
