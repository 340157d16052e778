/**
 * The chat's message form: Enter sends, Shift+Enter breaks the line; an optional file. Sending
 * hands the text and file to `onSend` (which shows the message at once) and empties the form.
 */
import { useState, type SyntheticEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { AttachmentPicker, attachmentProblem } from './attachment-picker';

export const MAX_MESSAGE = 2000;

export interface MessageComposerProps {
  onSend: (text: string, file: File | null) => void;
  disabled?: boolean;
}

export function MessageComposer({ onSend, disabled = false }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [textError, setTextError] = useState<string>();
  const [fileError, setFileError] = useState<string>();

  const submit = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (disabled) return;
    const trimmed = text.trim();
    const tooLong = text.length > MAX_MESSAGE ? `A message may be at most ${MAX_MESSAGE} characters.` : undefined;
    const empty = !trimmed && !file ? 'Type a message or attach a file.' : undefined;
    const badFile = attachmentProblem(file);
    setTextError(tooLong ?? empty);
    setFileError(badFile);
    if (tooLong || empty || badFile) return;
    onSend(trimmed, file);
    setText('');
    setFile(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 border-t bg-background p-3" aria-label="Send a message">
      <Field label="Message" hideLabel error={textError} hint="Enter sends; Shift+Enter starts a new line.">
        <Textarea
          rows={2}
          value={text}
          disabled={disabled}
          placeholder="Write a message"
          onChange={(event) => {
            setText(event.target.value);
            if (textError) setTextError(undefined);
          }}
          onKeyDown={onKeyDown}
        />
      </Field>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <AttachmentPicker
          file={file}
          disabled={disabled}
          error={fileError}
          onChange={(next) => {
            setFile(next);
            setFileError(attachmentProblem(next));
            if (next) setTextError(undefined);
          }}
        />
        <Button type="submit" disabled={disabled}>
          <SendHorizontal aria-hidden="true" />
          Send
        </Button>
      </div>
    </form>
  );
}
