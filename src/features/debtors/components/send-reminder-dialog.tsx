import { useId, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toApiError } from '@/api/errors';
import type { BusinessScope } from '@/api/resource';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import {
  Modal,
  ModalCloseSlot,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { useBusinessContext } from '@/features/business';
import { createAttemptKeys } from '@/lib/attempt-key';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import {
  DEBTOR_PATH,
  DEBTORS_PATH,
  debtorQuery,
  type Debtor,
  type DebtorDetail,
  type ReminderChannel,
} from '../api/debtors.queries';
import { useSendReminder } from '../api/reminder';
import { nextReminderFrom, oldestInvoice } from '../utils/debtor-record';

/** The contract's limit for the extra text. */
export const MESSAGE_MAX = 1000;

export interface SendReminderDialogProps {
  /** The debtor (a list row or the debtor's page); null keeps the dialog closed. */
  debtor: Debtor | null;
  scope: BusinessScope;
  onOpenChange: (open: boolean) => void;
}

/**
 * Send a debtor a payment reminder: by email or SMS (a channel without an address on file is
 * disabled, with the reason), with a polite message prefilled (the amount owed and the oldest
 * invoice). One press sends once; refusals stay in the dialog with the input as typed.
 */
export function SendReminderDialog({ debtor, scope, onOpenChange }: SendReminderDialogProps) {
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open={debtor !== null}
      onOpenChange={(open) => {
        if (!open && pending) return; // not while the reminder is on its way
        onOpenChange(open);
      }}
    >
      <ModalContent size="md" data-slot="send-reminder-dialog">
        <ModalHeader>
          <ModalTitle>Send a payment reminder</ModalTitle>
          <ModalDescription>
            {debtor ? (
              <>
                To <span className="font-medium [overflow-wrap:anywhere]">{debtor.customer.name}</span>, who owes{' '}
                <span className="font-medium tabular-nums">{formatMoney(debtor.total_owed, debtor.currency)}</span>.
              </>
            ) : null}
          </ModalDescription>
        </ModalHeader>
        {debtor ? (
          <ReminderForm
            key={`${debtor.id}-${debtor.currency}`}
            debtor={debtor}
            scope={scope}
            onPendingChange={setPending}
            onSent={() => onOpenChange(false)}
          />
        ) : null}
      </ModalContent>
    </Modal>
  );
}

/** The polite text the message starts with. */
export function defaultReminderMessage(
  debtor: Debtor,
  detail: DebtorDetail | undefined,
  businessName: string | undefined,
): string {
  const amount = formatMoney(debtor.total_owed, debtor.currency);
  const oldest = detail ? oldestInvoice(detail.invoices) : undefined;
  const to = businessName ? ` to ${businessName}` : '';
  const invoice = oldest
    ? `, the oldest on invoice ${oldest.number}${oldest.due_date ? ` (due ${formatDate(oldest.due_date)})` : ''}`
    : '';
  return `Hello ${debtor.customer.name}, this is a friendly reminder that ${amount} is still owed${to}${invoice}. Please pay when you can. Thank you!`.slice(
    0,
    MESSAGE_MAX,
  );
}

interface ReminderFormProps {
  debtor: Debtor;
  scope: BusinessScope;
  onPendingChange: (pending: boolean) => void;
  onSent: () => void;
}

const CHANNELS: readonly { value: ReminderChannel; label: string; missing: string }[] = [
  { value: 'email', label: 'Email', missing: 'No email address on file' },
  { value: 'sms', label: 'SMS', missing: 'No phone number on file' },
];

function ReminderForm({ debtor, scope, onPendingChange, onSent }: ReminderFormProps) {
  const queryClient = useQueryClient();
  const detail = useQuery(debtorQuery(scope, debtor.id, debtor.currency));
  const send = useSendReminder();
  const addresses: Record<ReminderChannel, string | null | undefined> = {
    email: debtor.customer.email,
    sms: debtor.customer.phone_number,
  };
  const [channel, setChannel] = useState<ReminderChannel | null>(addresses.email ? 'email' : addresses.sms ? 'sms' : null);
  // The message is prefilled once the debtor's invoices are known (or could not be loaded), then it is the user's.
  const [message, setMessage] = useState<string | null>(null);
  const [channelError, setChannelError] = useState<string | null>(null);
  const [messageError, setMessageError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  // One Idempotency-Key per reminder: Send again after a lost answer (the reminder went) gets the
  // first answer back instead of a second reminder, or the once-a-day rule's refusal.
  const keys = useMemo(() => createAttemptKeys(), []);
  const groupId = useId();
  const refusalId = useId();

  const businessName = useBusinessContext().business.name;
  const text = message ?? (detail.isPending ? '' : defaultReminderMessage(debtor, detail.data, businessName));
  const fresh = detail.data ?? debtor;
  const nextAt = nextReminderFrom(fresh.next_reminder_at);
  const noAddress = channel === null;

  function setBusy(next: boolean) {
    busy.current = next;
    setPending(next);
    onPendingChange(next);
  }

  async function submit() {
    if (busy.current) return; // a second press while the first is on its way sends nothing
    setRefusal(null);
    setChannelError(null);
    setMessageError(null);
    if (channel === null) {
      setChannelError('Add an email address or a phone number to the customer first.');
      return;
    }
    const extra = text.trim();
    if (extra.length > MESSAGE_MAX) {
      setMessageError(`The message can be at most ${MESSAGE_MAX} characters (now ${extra.length}).`);
      return;
    }
    setBusy(true);
    try {
      const body = extra ? { channel, message: extra } : { channel };
      const answer = await send.mutateAsync({ scope, id: debtor.id, body, idempotencyKey: keys.keyFor(body) });
      keys.reset();
      setBusy(false);
      toast.success(answer.detail);
      onSent();
    } catch (error) {
      setBusy(false);
      const normalised = toApiError(error);
      if (normalised.status === 401) return;
      const atChannel = normalised.fieldErrors.channel?.[0];
      const atMessage = normalised.fieldErrors.message?.[0];
      if (atChannel) setChannelError(atChannel);
      if (atMessage) setMessageError(atMessage);
      if (!atChannel && !atMessage) setRefusal(normalised.message);
      // The refusal may be about the last reminder: show the times as the server has them now.
      void queryClient.invalidateQueries({ queryKey: ['get', DEBTORS_PATH] });
      void queryClient.invalidateQueries({ queryKey: ['get', DEBTOR_PATH] });
    }
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={channelError ? `${groupId}-error` : undefined}
        aria-invalid={channelError ? true : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Send by</legend>
        {CHANNELS.map((option) => {
          const address = addresses[option.value];
          const disabled = !address || pending;
          const reasonId = `${groupId}-${option.value}-reason`;
          return (
            <label
              key={option.value}
              className={cn(
                'grid min-h-11 grid-cols-[auto_1fr] items-center gap-x-3 rounded-md border px-3 py-2 text-sm',
                channel === option.value ? 'border-primary bg-accent' : 'border-input',
                !address && 'cursor-not-allowed border-dashed',
              )}
            >
              <input
                type="radio"
                name={`${groupId}-channel`}
                value={option.value}
                checked={channel === option.value}
                disabled={disabled}
                aria-describedby={reasonId}
                onChange={() => {
                  setChannel(option.value);
                  setChannelError(null);
                }}
                className="size-4 accent-primary"
              />
              <span className="font-medium">{option.label}</span>
              <span id={reasonId} className="col-start-2 min-w-0 text-muted-foreground [overflow-wrap:anywhere]">
                {address ?? option.missing}
              </span>
            </label>
          );
        })}
        {channelError ? (
          <p id={`${groupId}-error`} data-slot="field-error" className="text-sm font-medium text-destructive">
            {channelError}
          </p>
        ) : null}
      </fieldset>
      <Field
        label="Message"
        hint={`Optional. Added to the reminder, which lists the open invoices. At most ${MESSAGE_MAX} characters.`}
        error={messageError}
      >
        <Textarea
          rows={5}
          value={text}
          disabled={pending || (detail.isPending && message === null)}
          onChange={(event) => {
            setMessage(event.target.value);
            setMessageError(null);
          }}
        />
      </Field>
      {nextAt ? (
        <p className="text-sm text-muted-foreground" data-slot="next-reminder">
          A reminder was sent less than 24 hours ago. The next one can be sent from {formatDateTime(nextAt)}.
        </p>
      ) : null}
      {refusal ? (
        <p id={refusalId} role="alert" className="text-sm font-medium text-destructive [overflow-wrap:anywhere]">
          {refusal}
        </p>
      ) : null}
      <ModalFooter>
        <ModalCloseSlot asChild>
          <Button variant="outlined" disabled={pending}>
            Cancel
          </Button>
        </ModalCloseSlot>
        <Button
          type="submit"
          loading={pending}
          disabled={pending || noAddress}
          aria-describedby={refusal ? refusalId : undefined}
        >
          Send reminder
        </Button>
      </ModalFooter>
    </form>
  );
}
