import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { bankAccountQuery, personalAccountQuery } from '@/features/banking';
import { AccountPage } from '@/features/banking/lazy';
import { prefetch, recordIdOf } from '@/lib/prefetch';

/** `?pin=set` opens the set-PIN dialog (a locked PIN's link); no secret ever goes in the URL (D9). */
const searchSchema = v.object({ pin: v.fallback(v.optional(v.picklist(['set'])), undefined) });

/** One account (`$kind`: `personal` for /personal_bank_accounts/, `bank` for /bank_accounts/). */
export const Route = createFileRoute('/_app/banking_/accounts/$kind/$accountId')({
  validateSearch: searchSchema,
  beforeLoad: ({ params }) => {
    if ((params.kind !== 'personal' && params.kind !== 'bank') || recordIdOf(params.accountId) === undefined) throw notFound();
  },
  loader: ({ context, params }) => {
    const id = recordIdOf(params.accountId)!;
    if (params.kind === 'personal') prefetch(context.queryClient, personalAccountQuery(id));
    else prefetch(context.queryClient, bankAccountQuery(id));
  },
  component: AccountRoute,
});

function AccountRoute() {
  const { kind, accountId } = Route.useParams();
  const { pin } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AccountPage
      key={`${kind}-${accountId}`}
      kind={kind === 'bank' ? 'bank' : 'personal'}
      id={recordIdOf(accountId)!}
      openSetPin={pin === 'set'}
      onSetPinClosed={() => void navigate({ search: {}, replace: true })}
    />
  );
}
