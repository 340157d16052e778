/** Fee quotes, bank lists and the name enquiry (no money moves here). */
import { badRequest } from '../../types';
import { currencyOf, personalAccount, signedIn, type Deps, type Handlers } from './context';
import { BANKS, MAGIC_UNVERIFIABLE, NAME_CHECK_FAILS, PAYOUT_BANKS, lookUpHolder, nigerianBank, usBankName, validRouting } from './directory';
import { accountAtPartner } from './ledger';
import { fromMinor, toMinor } from '../../money';
import type { Currency, Rail, Schemas } from './store';
import { PARTNER, RAILS, feeFor } from './tariffs';

function quote(currency: Currency, rail: Rail, amount: string): Schemas['TransferFee'] {
  const minor = toMinor(amount);
  const fee = feeFor(rail, minor);
  return { amount: fromMinor(minor), fee: fromMinor(fee), total: fromMinor(minor + fee), currency };
}

/** Which rails a business payout fee may be asked for: `inter` is naira only, ach/wire dollars only. */
function payoutRail(currency: Currency, asked: Rail | undefined): Rail {
  const rail = asked ?? (currency === 'NGN' ? 'inter' : 'ach');
  if (!RAILS[currency].includes(rail)) throw badRequest({ transfer_type: [`${rail} does not apply to ${currency.toLowerCase()} payouts.`] });
  return rail;
}

function nameEnquiry(deps: Deps, currency: Currency, body: Schemas['NameEnquiryInput']): Schemas['NameEnquiry'] {
  const failed = () => badRequest({ account_number: [NAME_CHECK_FAILS] }, NAME_CHECK_FAILS);
  if (currency === 'NGN') {
    const bank = nigerianBank(body.bank_code);
    if (!bank) throw badRequest({ bank_code: ['Unknown bank code.'] });
    if (!/^\d{10}$/.test(body.account_number)) throw badRequest({ account_number: ['A Nigerian account number (NUBAN) has 10 digits.'] });
    if (body.account_number === MAGIC_UNVERIFIABLE.NGN) throw failed();
    const own = bank.code === PARTNER.NGN.bank_code ? accountAtPartner(deps.store, 'NGN', body.account_number) : undefined;
    const name = lookUpHolder(body.account_number, bank.code, 'NGN', own?.account_name);
    if (name === null) throw failed();
    return { account_name: name, account_number: body.account_number, bank_code: bank.code, bank_name: bank.name };
  }
  if (!validRouting(body.bank_code)) throw badRequest({ bank_code: ['Enter a valid 9-digit ABA routing number.'] });
  if (body.account_number === MAGIC_UNVERIFIABLE.USD) throw failed();
  const own = body.bank_code === PARTNER.USD.routing_number ? accountAtPartner(deps.store, 'USD', body.account_number) : undefined;
  const name = lookUpHolder(body.account_number, body.bank_code, 'USD', own?.account_name);
  if (name === null) throw failed();
  return { account_name: name, account_number: body.account_number, bank_code: body.bank_code, bank_name: usBankName(body.bank_code) };
}

export function quoteHandlers(deps: Deps): Handlers<'getPersonalTransferFee' | 'getBusinessPayoutFee' | 'validateBusinessPayoutAccount' | 'listBusinessPayoutBanks' | 'listTransferBanks'> {
  return {
    getPersonalTransferFee: (req) => {
      const account = personalAccount(deps.store, signedIn(deps, req).id, req.params.id);
      const currency = req.query.currency ?? account.currency;
      if (currency !== account.currency) throw badRequest({ currency: [`This account holds ${account.currency}.`] });
      return { status: 200, body: quote(currency, currency === 'NGN' ? 'inter' : 'ach', req.query.amount) };
    },
    getBusinessPayoutFee: (req) => {
      signedIn(deps, req);
      const currency = currencyOf(req.params.currency);
      return { status: 200, body: quote(currency, payoutRail(currency, req.query.transfer_type), req.query.amount) };
    },
    validateBusinessPayoutAccount: (req) => {
      signedIn(deps, req);
      return { status: 200, body: nameEnquiry(deps, currencyOf(req.params.currency), req.body) };
    },
    listBusinessPayoutBanks: (req) => {
      signedIn(deps, req);
      return { status: 200, body: PAYOUT_BANKS };
    },
    listTransferBanks: (req) => {
      signedIn(deps, req);
      return { status: 200, body: BANKS };
    },
  };
}
