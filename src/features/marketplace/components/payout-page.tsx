import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { BusinessSchemas } from '@/api/types';
import { BackLinkContent, RecordPage, RecordQueryContent, RecordSection } from '@/components/record/record-page';
import { StatusBadge } from '@/components/ui/status-badge';
import { useBusinessContext } from '@/features/business';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { recordIdOf } from '@/lib/prefetch';
import { payoutQuery } from '../api/marketplace.queries';
import type { PayoutsSearch } from '../search';
import { MarketplaceNav } from './marketplace-layout';
import { PAYOUT_STATUS } from '@/lib/statuses/marketplace';

type Payout = BusinessSchemas['Payout'];

const NOUN = { one: 'payout', many: 'payouts' };

/** A payout: where it went, the orders it settles, and gross - fees = net. */
export function PayoutPage({ id, search }: { id: string; search: PayoutsSearch }) {
  const scope = useBusinessContext();
  const payoutId = recordIdOf(id);
  const query = useQuery({ ...payoutQuery(scope, payoutId ?? 0), enabled: payoutId !== undefined });
  const back = (
    <Link
      to="/b/$businessId/marketplace/payouts"
      params={{ businessId: scope.businessId }}
      search={{ ...search, location: scope.location }}
    >
      <BackLinkContent>Payouts</BackLinkContent>
    </Link>
  );
  return (
    <div className="flex flex-col gap-4">
      <MarketplaceNav />
      <RecordQueryContent query={query} validId={payoutId !== undefined} noun={NOUN} back={back}>
        {(payout) => <PayoutRecord payout={payout} back={back} />}
      </RecordQueryContent>
    </div>
  );
}

function PayoutRecord({ payout, back }: { payout: Payout; back: React.ReactNode }) {
  const { businessId, location } = useBusinessContext();
  const money = (amount: string) => formatMoney(amount, payout.currency);
  return (
    <RecordPage
      back={back}
      title={`Payout ${payout.reference}`}
      status={<StatusBadge vocabulary={PAYOUT_STATUS} status={payout.status} />}
      description={`Made ${formatDate(payout.created_at)}${payout.paid_at ? `, paid ${formatDateTime(payout.paid_at)}` : ''}`}
    >
      <RecordSection
        title="Bank account"
        fields={[
          { label: 'Bank', value: <span className="[overflow-wrap:anywhere]">{payout.bank_name}</span> },
          { label: 'Account', value: payout.account_number },
        ]}
      />
      <RecordSection title="Amounts">
        <dl className="grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm" aria-label="Payout amounts">
          <dt>Gross (orders)</dt>
          <dd className="text-right tabular-nums" data-testid="payout-gross">
            {money(payout.gross)}
          </dd>
          <dt>Marketplace fees</dt>
          <dd className="text-right tabular-nums" data-testid="payout-fees">
            − {money(payout.fees)}
          </dd>
          <dt className="border-t pt-1 font-semibold">Net paid</dt>
          <dd className="border-t pt-1 text-right font-semibold tabular-nums" data-testid="payout-net">
            {money(payout.net)}
          </dd>
        </dl>
      </RecordSection>
      <RecordSection title={`Orders settled (${payout.orders.length})`}>
        <table className="w-full text-sm">
          <caption className="sr-only">Orders this payout settles</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th scope="col" className="py-1 font-medium">
                Order
              </th>
              <th scope="col" className="hidden py-1 font-medium sm:table-cell">
                Placed
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Total
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Fee
              </th>
            </tr>
          </thead>
          <tbody>
            {payout.orders.map((order) => (
              <tr key={order.id} className="border-t" data-testid="payout-order">
                <td className="py-1">
                  <Link
                    to="/b/$businessId/marketplace/orders/$orderId"
                    params={{ businessId, orderId: String(order.id) }}
                    search={{ location }}
                    className="inline-flex min-h-11 items-center text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline sm:min-h-0"
                  >
                    {order.order_number}
                  </Link>
                </td>
                <td className="hidden py-1 sm:table-cell">{formatDate(order.created_at)}</td>
                <td className="py-1 text-right tabular-nums" data-testid="payout-order-total">
                  {money(order.total_amount)}
                </td>
                <td className="py-1 text-right tabular-nums" data-testid="payout-order-fee">
                  {money(order.fee)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </RecordSection>
    </RecordPage>
  );
}
