import { createFileRoute, useLocation } from '@tanstack/react-router';
import { bankAccountQuery, personalAccountQuery } from '@/features/banking';
import { AccountPage } from '@/features/banking/components/account-page';
import { NotFoundPage } from '@/components/layout/route-states';
import { prefetch, recordIdOf } from '@/lib/prefetch';

/**
 * One account (`$kind`: `personal` for /personal_bank_accounts/, `bank` for /bank_accounts/). The
 * hash `#set-pin` opens the set-PIN dialog (a locked PIN's link): a flag, never a secret (D9). The
 * checks live in the component so the entry chunk carries nothing of this page but its path.
 */
export const Route = createFileRoute('/_app/banking_/accounts/$kind/$accountId')({
  loader: ({ context, params }) => {
    const id = recordIdOf(params.accountId);
    if (id === undefined) return;
    if (params.kind === 'personal') prefetch(context.queryClient, personalAccountQuery(id));
    else if (params.kind === 'bank') prefetch(context.queryClient, bankAccountQuery(id));
  },
  component: AccountRoute,
});

function AccountRoute() {
  const { kind, accountId } = Route.useParams();
  const hash = useLocation({ select: (location) => location.hash });
  const navigate = Route.useNavigate();
  const id = recordIdOf(accountId);
  if ((kind !== 'personal' && kind !== 'bank') || id === undefined) return <NotFoundPage />;
  return (
    <AccountPage
      key={`${kind}-${id}`}
      kind={kind}
      id={id}
      openSetPin={hash === 'set-pin'}
      onSetPinClosed={() => void navigate({ hash: '', replace: true })}
    />
  );
}
