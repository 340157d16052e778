/** Saved beneficiaries (saved by transfers with `save_beneficiary`), most recently used first. */
import { businessAccount, personalAccount, signedIn, type Deps, type Handlers } from './context';
import type { BankingStore, BeneficiaryRow } from './store';
import { ownedBy } from '../../table';

const recentFirst = (a: BeneficiaryRow, b: BeneficiaryRow) => b._last_used.localeCompare(a._last_used) || b.id - a.id;

const ofAccount = (store: BankingStore, accountId: number, keep: (b: BeneficiaryRow) => boolean = () => true): BeneficiaryRow[] =>
  store.beneficiaries.where((b) => b._account === accountId && keep(b)).sort(recentFirst);

const nip = (b: BeneficiaryRow) => b.bank_code !== null;
const ach = (b: BeneficiaryRow) => b.routing_number !== null;

export function beneficiaryHandlers(deps: Deps): Handlers<
  'listPersonalAccountBeneficiaries' | 'listBusinessPayoutBeneficiaries' | 'listBusinessPayoutAchBeneficiaries' | 'listBusinessAccountBeneficiaries' | 'listUsBeneficiaries'
> {
  const { store } = deps;
  return {
    listPersonalAccountBeneficiaries: (req) => {
      const account = personalAccount(store, signedIn(deps, req).id, req.params.id);
      return { status: 200, body: ofAccount(store, account.id) };
    },
    listBusinessPayoutBeneficiaries: (req) => {
      const account = businessAccount(store, signedIn(deps, req).id, req.params.currency);
      return { status: 200, body: account.currency === 'NGN' ? ofAccount(store, account.id, nip) : [] };
    },
    listBusinessPayoutAchBeneficiaries: (req) => {
      const account = businessAccount(store, signedIn(deps, req).id, req.params.currency);
      return { status: 200, body: account.currency === 'NGN' ? [] : ofAccount(store, account.id, ach) };
    },
    listBusinessAccountBeneficiaries: (req) => {
      const account = businessAccount(store, signedIn(deps, req).id, req.params.currency);
      return { status: 200, body: ofAccount(store, account.id) };
    },
    listUsBeneficiaries: (req) => {
      const owner = signedIn(deps, req).id;
      const usd = new Set(ownedBy(store.accounts, owner).filter((a) => a.currency === 'USD').map((a) => a.id));
      return { status: 200, body: store.beneficiaries.where((b) => usd.has(b._account) && ach(b)).sort(recentFirst) };
    },
  };
}
