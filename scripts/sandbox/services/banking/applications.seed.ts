/** The owner's approved business account applications (their documents get real bytes). */
import { seedFile } from '../../files';
import type { SandboxState } from '../../state';
import type { AccountRow, BankingStore, KybRow } from './store';
import { stampAt } from './verification.seed';

export function approvedApplication(
  state: SandboxState,
  store: BankingStore,
  id: number,
  kyb: KybRow,
  account: AccountRow,
  age: number,
): void {
  const currency = account.currency;
  store.applications.insert({
    id,
    _owner: kyb._owner,
    currency,
    status: 'approved',
    reason: null,
    kyb_id: kyb.id,
    business_name: kyb.business_name,
    business_type: currency === 'NGN' ? 'private_limited' : 'llc',
    registration_number: kyb.cac ?? kyb.ein ?? '',
    industry: currency === 'NGN' ? 'Fashion and tailoring' : 'Food and beverages',
    expected_monthly_volume: currency === 'NGN' ? '15000000.00' : '60000.00',
    incorporation_document: seedFile(
      state,
      'banking',
      `applications-${id}-incorporation`,
      currency === 'NGN' ? 'cac-certificate.pdf' : 'articles-of-organization.pdf',
      'application/pdf',
      id,
    ),
    proof_of_address: seedFile(state, 'banking', `applications-${id}-address`, 'utility-bill.pdf', 'application/pdf', id),
    director_id_document: null,
    bank_account_id: account.id,
    created_at: stampAt(age + 2),
    updated_at: stampAt(age),
    _resolve_at: 0,
  });
}
