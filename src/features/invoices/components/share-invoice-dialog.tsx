/**
 * The invoice's customer link (issue 13, item 9): opening the dialog creates (or answers again) the
 * live link; the owner copies it, sends it on WhatsApp or by e-mail, shares it with the phone's
 * share sheet, or revokes it (asked first). A draft or cancelled invoice is refused with the
 * server's message.
 */
import { useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Link2Off, Mail, MessageCircle, Share2 } from 'lucide-react';
import { business as businessClient } from '@/api/clients';
import { toApiError } from '@/api/errors';
import type { BusinessSchemas } from '@/api/types';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Modal, ModalContent, ModalDescription, ModalFooter, ModalHeader, ModalTitle } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useBusinessContext } from '@/features/business';
import { formatMoney } from '@/lib/money';
import { normalizePhone, phoneCountryOf } from '@/lib/phone';
import { toast } from '@/lib/toast';

type Invoice = BusinessSchemas['Invoice'];
type InvoiceShare = BusinessSchemas['InvoiceShare'];

export interface ShareInvoiceDialogProps {
  invoice: Invoice;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const INVOICES_PATH = '/business/v1/{businessId}/tools/invoices/';

/** The message sent with the link: business, invoice number, what is due, the link. */
export function shareMessage(
  businessName: string,
  invoice: Pick<Invoice, 'number' | 'total_balance' | 'currency'>,
  url: string,
): string {
  const due = formatMoney(invoice.total_balance, invoice.currency.code);
  return `Hello, here is invoice ${invoice.number} from ${businessName}. Amount due: ${due}. View it and download the PDF: ${url}`;
}

/** wa.me with the message; to the customer's number when the invoice's customer has one. */
export function whatsAppLink(message: string, phone: string | null | undefined, currency: string): string {
  const parsed = phone ? normalizePhone(phone, phoneCountryOf(currency)) : null;
  const digits = parsed?.ok ? parsed.e164.replace(/\D/g, '') : '';
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** mailto: to the customer's address (when known), with subject and body. */
export function emailLink(businessName: string, invoice: Pick<Invoice, 'number' | 'customer'>, message: string): string {
  const to = invoice.customer.email ? encodeURIComponent(invoice.customer.email) : '';
  const subject = encodeURIComponent(`Invoice ${invoice.number} from ${businessName}`);
  return `mailto:${to}?subject=${subject}&body=${encodeURIComponent(message)}`;
}

export function ShareInvoiceDialog({ invoice, open, onOpenChange }: ShareInvoiceDialogProps) {
  const { businessId, location, business } = useBusinessContext();
  const queryClient = useQueryClient();
  const [copied, setCopied] = useState(false);
  const [confirmRevoke, setConfirmRevoke] = useState(false);
  const path = { businessId, id: invoice.id };
  const query = location === undefined ? {} : { location };

  const refreshInvoices = () =>
    queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[1] === 'string' && q.queryKey[1].startsWith(INVOICES_PATH),
    });

  const share = useMutation({
    meta: { silent: true },
    mutationFn: async (): Promise<InvoiceShare> => {
      const { data } = await businessClient.client.POST('/business/v1/{businessId}/tools/invoices/{id}/share/', {
        params: { path, query },
      });
      if (!data) throw new Error('The link could not be created.');
      return data;
    },
    onSuccess: () => void refreshInvoices(),
  });
  const { mutate: createLink, reset } = share;

  // Each opening asks for the live link (the same one while it is not revoked).
  useEffect(() => {
    if (open) createLink();
    else reset();
  }, [open, createLink, reset]);
  const [lastOpen, setLastOpen] = useState(open);
  if (open !== lastOpen) {
    setLastOpen(open);
    setCopied(false);
  }

  const revoke = async () => {
    await businessClient.client.DELETE('/business/v1/{businessId}/tools/invoices/{id}/share/', { params: { path, query } });
    await refreshInvoices();
    toast.success('Link revoked', { description: `The link to ${invoice.number} no longer opens the invoice.` });
    onOpenChange(false);
  };

  const link = share.data?.url ?? null;
  const message = link ? shareMessage(business.name, invoice, link) : '';
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      toast.error('The link could not be copied', { description: 'Select the link and copy it yourself.' });
    }
  };

  const nativeShare = async () => {
    if (!link) return;
    try {
      await navigator.share({ title: `Invoice ${invoice.number}`, text: message, url: link });
    } catch {
      // Closing the share sheet is not a failure.
    }
  };

  const actionClass = 'min-h-11 justify-start';

  return (
    <>
      <Modal open={open && !confirmRevoke} onOpenChange={onOpenChange}>
        <ModalContent size="md">
          <ModalHeader>
            <ModalTitle>Share invoice {invoice.number}</ModalTitle>
            <ModalDescription>
              Anyone with this link can see the invoice and download its PDF, without signing in.
            </ModalDescription>
          </ModalHeader>
          {share.isPending ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Spinner label="Creating the link" /> Creating the link…
            </p>
          ) : share.isError ? (
            <div role="alert" className="flex flex-col gap-3">
              <p className="rounded-md border border-destructive/40 bg-destructive-soft px-3 py-2 text-sm text-destructive-soft-foreground">
                {toApiError(share.error).message}
              </p>
            </div>
          ) : link ? (
            <div className="flex flex-col gap-3">
              <label className="flex flex-col gap-1.5 text-sm font-medium">
                Customer link
                <input
                  readOnly
                  value={link}
                  onFocus={(event) => event.currentTarget.select()}
                  className="min-h-11 w-full rounded-md border bg-muted px-3 font-mono text-sm"
                />
              </label>
              <div className="grid gap-2 sm:grid-cols-2">
                <Button variant="outlined" className={actionClass} onClick={() => void copy()}>
                  {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
                <Button variant="outlined" className={actionClass} asChild>
                  <a
                    href={whatsAppLink(message, invoice.customer.phone_number, invoice.currency.code)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <MessageCircle aria-hidden />
                    Send on WhatsApp
                  </a>
                </Button>
                <Button variant="outlined" className={actionClass} asChild>
                  <a href={emailLink(business.name, invoice, message)}>
                    <Mail aria-hidden />
                    Send by e-mail
                  </a>
                </Button>
                {canShare ? (
                  <Button variant="outlined" className={actionClass} onClick={() => void nativeShare()}>
                    <Share2 aria-hidden />
                    Share…
                  </Button>
                ) : null}
              </div>
              <p className="sr-only" role="status">
                {copied ? 'Link copied' : ''}
              </p>
            </div>
          ) : null}
          <ModalFooter>
            {link ? (
              <Button variant="danger" className="min-h-11" onClick={() => setConfirmRevoke(true)}>
                <Link2Off aria-hidden />
                Revoke link
              </Button>
            ) : null}
            <Button variant="outlined" className="min-h-11" onClick={() => onOpenChange(false)}>
              Close
            </Button>
          </ModalFooter>
        </ModalContent>
      </Modal>
      <ConfirmDialog
        open={confirmRevoke}
        onOpenChange={setConfirmRevoke}
        title={`Revoke the link to ${invoice.number}?`}
        description="The link stops working at once for anyone who has it. Sharing again makes a new link."
        confirmLabel="Revoke link"
        variant="danger"
        onConfirm={revoke}
      />
    </>
  );
}
