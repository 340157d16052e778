/**
 * Makes a share link to one file: public (anyone with the link) or restricted by a password, with
 * an optional expiry. Once made, the link is shown with a copy button and, for a restricted link,
 * the password, once: it is never shown again (the server keeps only a hash).
 */
import { useId, useMemo, useState } from 'react';
import { useSelector } from '@tanstack/react-form';
import { useAppForm } from '@/components/form';
import { reportFormError } from '@/components/record/report-form-error';
import { Button } from '@/components/ui/button';
import { createAttemptKeys } from '@/lib/attempt-key';
import { formatDateTime } from '@/lib/dates';
import { vaultStore } from '../state/vault-state';
import { CopyField } from './copy-button';
import { EMPTY_SHARE_FORM, shareFormSchema, suggestPassword, toShareInput } from './share-form-schema';
import { useCreateShare, type FileShare } from './shares.queries';

export interface ShareFileFormProps {
  fileId: number;
  fileName: string;
  onDone: () => void;
}

export function ShareFileForm({ fileId, fileName, onDone }: ShareFileFormProps) {
  const create = useCreateShare();
  const [made, setMade] = useState<{ share: FileShare; password: string | null } | null>(null);
  const accessId = useId();
  // One Idempotency-Key per attempt: a retry after a lost answer makes one share link, not two.
  const keys = useMemo(() => createAttemptKeys(), []);
  const form = useAppForm({
    defaultValues: EMPTY_SHARE_FORM,
    validators: { onSubmit: shareFormSchema },
    onSubmit: async ({ value, formApi }) => {
      const body = toShareInput(value, fileId);
      try {
        const share = await create.mutateAsync({ params: { header: { 'Idempotency-Key': keys.keyFor(body) } }, body });
        keys.reset();
        vaultStore.setShareId(share.id);
        setMade({ share, password: body.password ?? null });
      } catch (error) {
        reportFormError(formApi, error, { fieldMap: { expires_at: 'expires' } });
      }
    },
  });
  const access = useSelector(form.store, (state) => state.values.access);

  if (made) {
    return (
      <div className="flex flex-col gap-3 rounded-lg border p-4" role="status" aria-live="polite">
        <p className="text-sm font-medium [overflow-wrap:anywhere]">Share link made for {fileName}.</p>
        <CopyField label="Share link" value={made.share.share_url} what="link" />
        {made.password ? (
          <>
            <CopyField label="Password" value={made.password} what="password" mono />
            <p className="text-sm text-muted-foreground">
              Copy the password now and send it separately from the link: it will not be shown again.
            </p>
          </>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {made.share.expires_at
            ? `The link stops working on ${formatDateTime(made.share.expires_at)}.`
            : 'The link never expires.'}
        </p>
        <div className="flex justify-end">
          <Button variant="outlined" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form.AppForm>
      <form.FormRoot aria-label="New share link" className="flex flex-col gap-3 rounded-lg border p-4">
        <form.Field name="access">
          {(field) => (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">Who can open the link</legend>
              {(
                [
                  ['public', 'Anyone with the link'],
                  ['restricted', 'Only people with the password'],
                ] as const
              ).map(([value, label]) => (
                <label
                  key={value}
                  htmlFor={`${accessId}-${value}`}
                  className="flex min-h-11 cursor-pointer items-center gap-3 text-sm sm:min-h-8"
                >
                  <input
                    id={`${accessId}-${value}`}
                    type="radio"
                    name={`${accessId}-access`}
                    value={value}
                    checked={field.state.value === value}
                    onChange={() => field.handleChange(value)}
                    className="size-5 accent-primary"
                  />
                  {label}
                </label>
              ))}
            </fieldset>
          )}
        </form.Field>
        {access === 'restricted' ? (
          <div className="flex flex-col gap-2">
            <form.AppField name="password">
              {(field) => (
                <field.TextField
                  label="Password"
                  required
                  autoComplete="new-password"
                  spellCheck={false}
                  hint="At least 8 characters, with letters and numbers. Shown once, after the link is made."
                />
              )}
            </form.AppField>
            <div>
              <Button variant="tertiary" size="sm" onClick={() => form.setFieldValue('password', suggestPassword())}>
                Suggest a strong password
              </Button>
            </div>
          </div>
        ) : null}
        <form.AppField name="expires">
          {(field) => (
            <field.TextField label="Expires" type="datetime-local" hint="Optional. Leave empty for a link that never expires." />
          )}
        </form.AppField>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outlined" onClick={onDone}>
            Cancel
          </Button>
          <form.SubmitButton>Make share link</form.SubmitButton>
        </div>
      </form.FormRoot>
    </form.AppForm>
  );
}
