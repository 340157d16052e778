import { describe, expect, it } from 'vitest';
import type { BankAccount, PersonalAccount } from '../api/banking.queries';
import { entryOf, groupAccounts, pinTargetOf, shareText, whatsAppShareLink } from './accounts';

const personal = (over: Partial<PersonalAccount>): PersonalAccount => ({
  id: 1001,
  account_name: 'Adaeze Okafor',
  account_number: '0123456789',
  bank_name: 'Wema Bank',
  bank_code: '000017',
  routing_number: null,
  currency: 'NGN',
  balance: '100.00',
  available_balance: '100.00',
  status: 'active',
  has_pin: true,
  tier: 'tier_2',
  created_at: '2026-11-21T09:45:00Z',
  ...over,
});
const bank = (over: Partial<BankAccount>): BankAccount => ({
  ...personal({ id: 2001 }),
  account_category: 'business',
  account_type: 'current',
  business_name: 'Kitchen Ltd',
  ...over,
});

describe('groupAccounts', () => {
  it('groups by country and type, naira first, and leaves empty groups out', () => {
    const groups = groupAccounts(
      [personal({ id: 1 }), personal({ id: 2, currency: 'USD', routing_number: '084106768' })],
      [
        bank({ id: 3 }),
        bank({ id: 4, currency: 'USD', account_category: 'personal', business_name: null, account_type: 'checking' }),
      ],
    );
    expect(groups.map((g) => [g.title, g.entries.map((e) => e.account.id)])).toEqual([
      ['Nigeria · personal (naira)', [1]],
      ['Nigeria · business (naira)', [3]],
      ['United States · personal (dollar)', [2, 4]],
    ]);
  });
});

describe('pinTargetOf', () => {
  it('uses the id for personal accounts, the currency for business ones, and nothing for US personal bank accounts', () => {
    expect(pinTargetOf(entryOf('personal', personal({ id: 7 })))).toEqual({ kind: 'personal', id: 7 });
    expect(pinTargetOf(entryOf('bank', bank({ currency: 'USD' })))).toEqual({ kind: 'business', currency: 'usd' });
    expect(pinTargetOf(entryOf('bank', bank({ account_category: 'personal' })))).toBeNull();
  });
});

describe('shareText', () => {
  it('gives the full details, the routing number for dollars, and encodes them for WhatsApp', () => {
    const text = shareText(
      entryOf('personal', personal({ currency: 'USD', routing_number: '084106768', account_name: 'A & B' })),
    );
    expect(text).toBe('Account name: A & B\nAccount number: 0123456789\nBank: Wema Bank\nRouting number (ABA): 084106768');
    expect(whatsAppShareLink(text)).toBe(`https://wa.me/?text=${encodeURIComponent(text)}`);
    expect(whatsAppShareLink(text)).not.toContain(' ');
  });
});
