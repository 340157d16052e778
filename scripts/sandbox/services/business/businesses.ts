/**
 * The business root: the caller's businesses (owned or worked for), creating one with its first
 * location (D5), settings (owner only) and the signed-in member's membership (D8); plus the
 * reference lists.
 */
import { badRequest, forbidden } from '../../types';
import { enter, membershipOf, signedIn } from './access';
import { DEFAULT_ROLES } from './permissions';
import { keepImage, type Deps, type Handlers } from './context';
import { BANKS, CATEGORIES, CURRENCIES, checkCurrency, whiteListEmails } from './reference';
import { bankAccountOf } from './invoices';
import { rowsOf, type BusinessRow, type BusinessStore, type Schemas } from './store';
import { now } from '../../table';

export const DEFAULT_TAG = 'PCS';

/** The expense categories every new business starts with (createBusiness, x-designed). */
export const DEFAULT_EXPENSE_CATEGORIES: readonly { name: string; description: string }[] = [
  { name: 'Rent', description: 'Shop, office and warehouse rent.' },
  { name: 'Fuel and diesel', description: 'Generator diesel and vehicle fuel.' },
  { name: 'Salaries', description: 'Wages and allowances paid outside payroll.' },
  { name: 'Transport', description: 'Deliveries, dispatch riders and travel.' },
  { name: 'Utilities', description: 'Electricity, water, internet and phone.' },
  { name: 'Other', description: 'Anything that fits no other category.' },
];

export function businessView(store: BusinessStore, row: BusinessRow): Schemas['Business'] {
  const category = CATEGORIES.find((c) => c.id === row._category) ?? { id: row._category, name: 'Other' };
  const { _category: _, _bank: _b, _invoiceSeq: _i, _receiptSeq: _r, ...fields } = row;
  return {
    ...fields,
    category,
    tax_number: row.tax_number ?? null,
    default_vat: row.default_vat ?? '0',
    default_payment_terms: row.default_payment_terms ?? 0,
    bank_account: bankAccountOf(row),
    locations: rowsOf(store.locations, row.id).sort((a, b) => a.id - b.id),
  };
}

const VAT = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
const TERMS = [0, 7, 14, 30, 60] as const;

/**
 * The sales details of a PATCH (issue 13), checked field by field (400 at the field):
 * tax_number, default_vat, default_payment_terms and the payout bank account.
 */
function salesDetails(fields: Record<string, unknown>, currency: string): Partial<BusinessRow> {
  const changes: Partial<BusinessRow> = {};
  if (fields.tax_number !== undefined) {
    const tax = typeof fields.tax_number === 'string' ? fields.tax_number.trim() : null;
    if (tax && !/^[A-Za-z0-9][A-Za-z0-9 /-]{0,39}$/.test(tax))
      throw badRequest({ tax_number: ['Use letters, digits, spaces, dashes or slashes (at most 40).'] });
    changes.tax_number = tax || null;
  }
  if (fields.default_vat !== undefined) {
    if (typeof fields.default_vat !== 'string' || !VAT.test(fields.default_vat))
      throw badRequest({ default_vat: ['Enter a VAT rate from 0 to 100, with at most 2 decimals.'] });
    changes.default_vat = fields.default_vat;
  }
  if (fields.default_payment_terms !== undefined) {
    const terms = Number(fields.default_payment_terms);
    const known = TERMS.find((t) => t === terms);
    if (known === undefined) throw badRequest({ default_payment_terms: ['Choose 0, 7, 14, 30 or 60 days.'] });
    changes.default_payment_terms = known;
  }
  if (fields.bank_account !== undefined) {
    const bank = fields.bank_account as Schemas['BankAccountInput'] | null;
    if (bank === null) changes._bank = null;
    else {
      const errors: Record<string, string[]> = {};
      if (!BANKS.some((b) => b.code === bank.bank_code)) errors['bank_account.bank_code'] = ['Choose a bank from the list.'];
      const digits = bank.account_number.trim();
      if (currency === 'NGN' ? !/^\d{10}$/.test(digits) : !/^\d{6,17}$/.test(digits))
        errors['bank_account.account_number'] = [
          currency === 'NGN' ? 'A Nigerian account number (NUBAN) has exactly 10 digits.' : 'Enter 6 to 17 digits.',
        ];
      if (!bank.account_name.trim()) errors['bank_account.account_name'] = ['Enter the account name.'];
      if (Object.keys(errors).length > 0) throw badRequest(errors);
      changes._bank = { bank_code: bank.bank_code, account_number: digits, account_name: bank.account_name.trim() };
    }
  }
  return changes;
}

function checkCategory(category: number | undefined) {
  if (category !== undefined && !CATEGORIES.some((c) => c.id === category))
    throw badRequest({ category: ['Unknown business category.'] });
}

/**
 * Creates a business with its starting data: its first location, the default tag, the template
 * roles (Manager, Cashier, Accountant) and the common expense categories, all its own rows.
 */
export function openBusiness(
  store: BusinessStore,
  owner: number,
  input: Schemas['BusinessInput'],
  createdAt = now(),
): BusinessRow {
  const { category, location, ...fields } = input;
  const business = store.businesses.insert({ ...fields, _category: category, logo: null, owner, created_at: createdAt });
  store.locations.insert({ ...location, active: true, created_at: createdAt, _business: business.id });
  store.tags.insert({ name: DEFAULT_TAG, _business: business.id });
  for (const role of DEFAULT_ROLES) {
    store.roles.insert({
      ...role,
      permissions: [...role.permissions],
      active: true,
      created_at: createdAt,
      _business: business.id,
    });
  }
  for (const category of DEFAULT_EXPENSE_CATEGORIES) {
    store.expenseCategories.insert({ ...category, active: true, created_at: createdAt, _business: business.id });
  }
  return business;
}

export function businessHandlers({
  state,
  store,
}: Deps): Handlers<
  | 'listBusinesses'
  | 'createBusiness'
  | 'getBusiness'
  | 'patchBusiness'
  | 'getBusinessMembership'
  | 'listBusinessCurrencies'
  | 'listBusinessBanks'
  | 'listBusinessCategories'
  | 'listWhiteListEmails'
> {
  return {
    listBusinesses: (req) => {
      const user = signedIn(req);
      const mine = store.businesses.where((b) => membershipOf(store, b, user) !== null).sort((a, b) => a.id - b.id);
      return { status: 200, body: mine.map((b) => businessView(store, b)) };
    },
    createBusiness: (req) => {
      const user = signedIn(req);
      if (user.account_type === 'personal') throw forbidden();
      checkCategory(req.body.category);
      checkCurrency(req.body.currency);
      return { status: 201, body: businessView(store, openBusiness(store, user.id, req.body)) };
    },
    getBusiness: (req) => ({ status: 200, body: businessView(store, enter(store, req, 'getBusiness').business) }),
    patchBusiness: (req) => {
      const { business } = enter(store, req, 'patchBusiness');
      const { category, ...fields } = req.body;
      const logo = 'logo' in fields ? fields.logo : undefined;
      checkCategory(category);
      checkCurrency(fields.currency);
      const changes: Partial<BusinessRow> = {
        ...(fields.name === undefined ? {} : { name: fields.name }),
        ...(fields.currency === undefined ? {} : { currency: fields.currency }),
        ...(fields.email === undefined ? {} : { email: fields.email }),
        ...(fields.phone_number === undefined ? {} : { phone_number: fields.phone_number }),
        ...(fields.address === undefined ? {} : { address: fields.address }),
        ...(category === undefined ? {} : { _category: category }),
        ...salesDetails(fields, fields.currency ?? business.currency),
      };
      if (logo !== undefined) {
        changes.logo = keepImage({ state, store }, logo, 'logo');
      }
      return { status: 200, body: businessView(store, store.businesses.update(business.id, changes)!) };
    },
    getBusinessMembership: (req) => {
      const access = enter(store, req, 'getBusinessMembership');
      const role = access.role?.active ? { id: access.role.id, name: access.role.name } : null;
      return {
        status: 200,
        body: {
          business_id: access.business.id,
          member_id: access.member?.id ?? null,
          is_owner: access.isOwner,
          role,
          permissions: access.permissions,
        },
      };
    },
    listBusinessCurrencies: (req) => {
      signedIn(req);
      return { status: 200, body: CURRENCIES };
    },
    listBusinessBanks: (req) => {
      signedIn(req);
      return { status: 200, body: BANKS };
    },
    listBusinessCategories: (req) => {
      signedIn(req);
      return { status: 200, body: CATEGORIES };
    },
    listWhiteListEmails: (req) => {
      signedIn(req);
      return { status: 200, body: whiteListEmails() };
    },
  };
}
