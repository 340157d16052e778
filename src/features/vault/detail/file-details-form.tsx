import { useAppForm } from '@/components/form';
import { reportFormError } from '@/components/record/report-form-error';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { usePatchVaultFile, type VaultFile } from './file-detail.queries';
import { fileDetailsSchema, fileDetailsValues, toFilePatch } from './file-details-schema';

export interface FileDetailsFormProps {
  file: VaultFile;
  onDone: () => void;
}

/** Rename and describe the file (PATCH with only what changed). */
export function FileDetailsForm({ file, onDone }: FileDetailsFormProps) {
  const patch = usePatchVaultFile();
  const form = useAppForm({
    defaultValues: fileDetailsValues(file),
    validators: { onSubmit: fileDetailsSchema },
    onSubmit: async ({ value, formApi }) => {
      const body = toFilePatch(value, file);
      if (Object.keys(body).length === 0) return onDone();
      try {
        const saved = await patch.mutateAsync({ params: { path: { id: file.id } }, body });
        toast.success('File details saved', { description: saved.name });
        onDone();
      } catch (error) {
        reportFormError(formApi, error);
      }
    },
  });
  return (
    <form.AppForm>
      <form.FormRoot aria-label="File details" className="flex flex-col gap-3">
        <form.AppField name="name">{(field) => <field.TextField label="Name" required autoComplete="off" />}</form.AppField>
        <form.AppField name="description">
          {(field) => <field.TextareaField label="Description" rows={3} hint="Up to 1,000 characters." />}
        </form.AppField>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outlined" onClick={onDone}>
            Cancel
          </Button>
          <form.SubmitButton>Save details</form.SubmitButton>
        </div>
      </form.FormRoot>
    </form.AppForm>
  );
}
