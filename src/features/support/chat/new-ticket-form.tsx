/**
 * Opening a ticket (the designed call): subject, first message, optional file (with upload
 * progress). Bad input shows at its field; a refusal shows the server's words at the field it
 * names, or above the buttons; the input is kept. The new ticket becomes the active chat.
 */
import { useRef, useState, type SyntheticEvent } from 'react';
import { toApiError } from '@/api/errors';
import type { CommonSchemas } from '@/api/types';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { createAttemptKeys } from '@/lib/attempt-key';
import { Textarea } from '@/components/ui/textarea';
import type { OnProgress } from '../api/chat';
import { AttachmentPicker, attachmentProblem } from './attachment-picker';
import { MAX_MESSAGE } from './message-composer';

type Ticket = CommonSchemas['Ticket'];

export const MAX_SUBJECT = 200;

export interface NewTicketFormProps {
  initialSubject?: string | undefined;
  /** Opens the ticket; `idempotencyKey` is the same for every retry of one attempt. */
  create: (
    subject: string,
    message: string,
    file: File | null,
    onProgress: OnProgress,
    idempotencyKey: string,
  ) => Promise<Ticket>;
  onCreated: (ticket: Ticket) => void | Promise<void>;
  onCancel: () => void;
}

interface Errors {
  ticket_title?: string | undefined;
  message?: string | undefined;
  attachment?: string | undefined;
  form?: string | undefined;
}

export function NewTicketForm({ initialSubject, create, onCreated, onCancel }: NewTicketFormProps) {
  const [subject, setSubject] = useState(initialSubject ?? '');
  const [message, setMessage] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // One Idempotency-Key per attempt: a retry after a lost answer opens one ticket, not two.
  const keys = useRef(createAttemptKeys()).current;

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {
      ticket_title: !subject.trim()
        ? 'Give your ticket a subject.'
        : subject.length > MAX_SUBJECT
          ? `A subject may be at most ${MAX_SUBJECT} characters.`
          : undefined,
      message: !message.trim()
        ? 'Tell us what happened.'
        : message.length > MAX_MESSAGE
          ? `A message may be at most ${MAX_MESSAGE} characters.`
          : undefined,
      attachment: attachmentProblem(file),
    };
    setErrors(found);
    if (found.ticket_title || found.message || found.attachment) return;
    setBusy(true);
    setProgress(null);
    try {
      const attempt = {
        subject: subject.trim(),
        message: message.trim(),
        file: file && [file.name, file.size, file.lastModified],
      };
      const ticket = await create(attempt.subject, attempt.message, file, (p) => setProgress(p.percent), keys.keyFor(attempt));
      keys.reset();
      await onCreated(ticket);
    } catch (error) {
      const apiError = toApiError(error);
      const at = (name: string) => apiError.fieldErrors[name]?.join(' ');
      const fields = { ticket_title: at('ticket_title'), message: at('message'), attachment: at('attachment') };
      setErrors({ ...fields, form: fields.ticket_title || fields.message || fields.attachment ? undefined : apiError.message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="new-ticket-heading"
      className="flex flex-col gap-4 p-4"
    >
      <h2 id="new-ticket-heading" className="text-lg font-semibold">
        New ticket
      </h2>
      <Field label="Subject" required error={errors.ticket_title}>
        <TextInput value={subject} onChange={(event) => setSubject(event.target.value)} autoComplete="off" />
      </Field>
      <Field label="Message" required error={errors.message}>
        <Textarea rows={5} value={message} onChange={(event) => setMessage(event.target.value)} />
      </Field>
      <AttachmentPicker
        file={file}
        disabled={busy}
        error={errors.attachment}
        progress={busy && file ? (progress ?? 0) : null}
        onChange={(next) => {
          setFile(next);
          setErrors((e) => ({ ...e, attachment: attachmentProblem(next) }));
        }}
      />
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          Open ticket
        </Button>
        <Button type="button" variant="tertiary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
