import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

export interface TrackingNoteFormProps {
  note: string;
  onNoteChange: (note: string) => void;
  /** The note's fault (required, too long) or the server's, at the field. */
  error: string | null;
  pending: boolean;
  onSubmit: () => void;
  onBack: () => void;
}

/**
 * Shipping asks for the tracking note first. The order page loads this on demand (pointing at or
 * focusing 'Mark as shipped' fetches it), so its fields are not in the page's first load.
 */
export function TrackingNoteForm({ note, onNoteChange, error, pending, onSubmit, onBack }: TrackingNoteFormProps) {
  return (
    <form
      className="flex flex-col gap-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Field label="Tracking note" error={error} hint="The courier and the tracking or waybill number." required>
        <Textarea value={note} onChange={(event) => onNoteChange(event.target.value)} rows={2} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="min-h-11 sm:min-h-10" disabled={pending}>
          {pending ? 'Saving…' : 'Mark as shipped'}
        </Button>
        <Button type="button" variant="tertiary" className="min-h-11 sm:min-h-10" onClick={onBack}>
          Back
        </Button>
      </div>
    </form>
  );
}
