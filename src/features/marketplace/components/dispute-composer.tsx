import { useId, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@/api/errors';
import { invalidatePaths } from '@/api/resource';
import type { BusinessSchemas } from '@/api/types';
import { useUploadQueue } from '@/api/upload-queue';
import { RecordSection } from '@/components/record/record-page';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { useBusinessContext } from '@/features/business';
import { createAttemptKeys } from '@/lib/attempt-key';
import { toast } from '@/lib/toast';
import { disputes } from '../api/marketplace.queries';
import { addImages, messageError, MESSAGE_MAX } from '../utils/composer';
import { disputeMessageQueue, sendDisputeMessage, sendIdentity } from './dispute-messages';

// The dispute page loads this once its page has rendered (issue 21's budget): the composer shows
// only after the dispute's answer, so its code (Radix Switch, the upload queue) arrives alongside
// the data instead of with the page's first paint.

type Dispute = BusinessSchemas['Dispute'];

/** The reply: message, up to five images, 'This is a proposal'; the text stays when the send fails. */
export function Composer({ dispute }: { dispute: Dispute }) {
  const scope = useBusinessContext();
  const queryClient = useQueryClient();
  const { items } = useUploadQueue(disputeMessageQueue);
  const [message, setMessage] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [proposal, setProposal] = useState(false);
  const [errors, setErrors] = useState<{ message?: string | null; images?: string | null; form?: string | null }>({});
  const [sending, setSending] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // One Idempotency-Key per send, kept for its retries: a lost answer does not post the message twice.
  const keys = useMemo(() => createAttemptKeys(), []);
  const switchId = useId();
  const progress = items.find((item) => item.id === sending)?.progress?.percent ?? null;

  const send = async () => {
    const fault = messageError(message);
    setErrors({ message: fault });
    if (fault) return;
    const outgoing = { message, images, isProposal: proposal };
    const { id, sent } = sendDisputeMessage(scope, dispute.id, {
      ...outgoing,
      idempotencyKey: keys.keyFor(sendIdentity(outgoing)),
    });
    setSending(id);
    try {
      await sent;
      keys.reset();
      setMessage('');
      setImages([]);
      setProposal(false);
      toast.success(proposal ? 'Proposal sent' : 'Message sent');
      await invalidatePaths(queryClient, disputes.invalidates);
    } catch (error) {
      const apiError = toApiError(error);
      setErrors({
        message: apiError.fieldErrors.message?.[0] ?? null,
        images: apiError.fieldErrors.images?.[0] ?? null,
        form: apiError.message,
      });
    } finally {
      disputeMessageQueue.remove(id);
      setSending(null);
    }
  };

  return (
    <RecordSection title="Reply">
      <form
        className="flex flex-col gap-3"
        noValidate
        aria-label="Reply to the buyer"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Field label="Message" error={errors.message} hint={`Up to ${MESSAGE_MAX} characters.`} required>
          <Textarea value={message} onChange={(event) => setMessage(event.target.value)} rows={4} />
        </Field>
        <Field label="Images" error={errors.images} hint="Up to 5 JPEG, PNG or WebP images, 5 MB each.">
          {(control) => (
            <div className="flex flex-col gap-2">
              <input
                {...control}
                ref={fileInput}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                className="min-h-11 text-sm file:mr-3 file:min-h-10 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm"
                onChange={(event) => {
                  const { images: kept, error } = addImages(images, [...(event.target.files ?? [])]);
                  setImages(kept);
                  setErrors((prev) => ({ ...prev, images: error }));
                  event.target.value = '';
                }}
              />
              {images.length > 0 ? (
                <ul className="flex flex-col gap-1 text-sm" aria-label="Images to send">
                  {images.map((image, n) => (
                    <li key={`${image.name}-${n}`} className="flex items-center gap-2">
                      <span className="min-w-0 flex-1 truncate">{image.name}</span>
                      <Button
                        type="button"
                        variant="tertiary"
                        size="sm"
                        className="min-h-11 sm:min-h-9"
                        aria-label={`Remove ${image.name}`}
                        onClick={() => setImages((prev) => prev.filter((_, i) => i !== n))}
                      >
                        Remove
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          )}
        </Field>
        <div className="flex min-h-11 items-center gap-3">
          <Switch id={switchId} checked={proposal} onCheckedChange={setProposal} />
          <label htmlFor={switchId} className="text-sm">
            This is a proposal (a settlement offer)
          </label>
        </div>
        {errors.form ? (
          <p role="alert" className="text-sm text-destructive [overflow-wrap:anywhere]">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" className="min-h-11 sm:min-h-10" disabled={sending !== null}>
            {sending !== null
              ? progress !== null
                ? `Sending… ${progress} %`
                : 'Sending…'
              : proposal
                ? 'Send proposal'
                : 'Send message'}
          </Button>
        </div>
      </form>
    </RecordSection>
  );
}
