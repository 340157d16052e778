import { Copy } from 'lucide-react';
import type { SubscriptionSchemas } from '@/api/types';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/money';
import { toast } from '@/lib/toast';

type Instructions = SubscriptionSchemas['PaymentInstructions'];

async function copy(label: string, text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${label} copied`);
  } catch {
    toast.error(`Could not copy the ${label.toLowerCase()}: select it and copy it yourself.`);
  }
}

/** How to pay a pending bank-transfer subscription: the account, amount and reference, each with Copy. */
export function PaymentInstructions({ instructions }: { instructions: Instructions }) {
  const rows: { label: string; value: string; copyText: string }[] = [
    { label: 'Bank', value: instructions.bank_name, copyText: instructions.bank_name },
    { label: 'Account name', value: instructions.account_name, copyText: instructions.account_name },
    { label: 'Account number', value: instructions.account_number, copyText: instructions.account_number },
    {
      label: 'Amount',
      value: formatMoney(instructions.amount, instructions.currency),
      copyText: instructions.amount,
    },
    { label: 'Reference', value: instructions.reference, copyText: instructions.reference },
  ];
  return (
    <section aria-labelledby="how-to-pay" className="flex flex-col gap-2 rounded-md border border-dashed p-4">
      <h3 id="how-to-pay" className="font-semibold">
        How to pay
      </h3>
      <p className="text-sm text-muted-foreground">
        Transfer the amount to this account and quote the reference. Your plan becomes active when the transfer arrives.
      </p>
      <dl className="flex flex-col gap-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap items-center gap-x-3">
            <dt className="w-32 text-muted-foreground">{row.label}</dt>
            <dd className="min-w-0 flex-1 font-medium tabular-nums [overflow-wrap:anywhere]">{row.value}</dd>
            <dd>
              <Button
                variant="tertiary"
                size="icon"
                aria-label={`Copy ${row.label.toLowerCase()}`}
                onClick={() => void copy(row.label, row.copyText)}
              >
                <Copy aria-hidden="true" className="size-4" />
              </Button>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
