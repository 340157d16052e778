/**
 * Contract tests of the banking service (openapi/banking.yaml): transfers, payouts, fees and the
 * banks they reach, every operation through the app's real client, the 400 and 500 answers and a
 * request that breaks the contract. Ids come from what list and create calls answer and each test
 * says whose banking it uses (fixtures/banking.ts), so the file also runs through `prism proxy
 * --errors` in front of the stateful sandbox.
 */
import { describe, expect, it } from 'vitest';
import {
  expectContractRefusal,
  expectDocumentedError,
  expectError,
  expectNonEmpty,
  expectViolation,
  ok,
  useNewUser,
} from './harness';
import {
  banking,
  expectBankList,
  expectBatch,
  expectFee,
  expectTransfer,
  idempotencyKey,
  LANDLORD,
  nairaAccountWithPin,
  nairaBusinessAccountWithPin,
  personalAccount,
  PIN,
  type Schemas,
  SUPPLIER,
  usdBankAccount,
} from './fixtures/banking';

describe('banking: transfers, payouts, fees and the banks they reach', () => {
  it('GET /personal_bank_accounts/{id}/transfer_fee/ quotes the NIP fee (getPersonalTransferFee)', async () => {
    const account = await personalAccount('NGN');
    const quote = ok(
      await banking.GET('/personal_bank_accounts/{id}/transfer_fee/', {
        params: { path: { id: account.id }, query: { amount: '45000.00', currency: 'NGN' } },
      }),
    );
    expectFee(quote);
    // 26.88 from 5,000.01 to 50,000.00 (CBN guideline, VAT included).
    expect(quote).toEqual({ amount: '45000.00', fee: '26.88', total: '45026.88', currency: 'NGN' });
  });

  it('POST /personal_bank_accounts/{id}/transfer/ sends naira with an Idempotency-Key (createPersonalTransfer)', async () => {
    await useNewUser();
    const account = await nairaAccountWithPin();
    const body: Schemas['TransferInput'] = {
      amount: '45000.00',
      beneficiary_account_number: SUPPLIER.account_number,
      beneficiary_bank_code: SUPPLIER.bank_code,
      beneficiary_name: SUPPLIER.name,
      narration: 'Payment for 3 bags of rice',
      pin: PIN,
      save_beneficiary: true,
    };
    const transfer = ok(
      await banking.POST('/personal_bank_accounts/{id}/transfer/', {
        params: { path: { id: account.id }, header: { 'Idempotency-Key': idempotencyKey() } },
        body,
      }),
    );
    expectTransfer(transfer);
    expect(transfer.currency).toBe('NGN');
    expect(transfer.amount).toBe('45000.00');
    expect(transfer.fee).toBe('26.88');
    expect(transfer.beneficiary.account_number).toBe(SUPPLIER.account_number);
  });

  it('POST /personal_bank_accounts/{id}/bulk_transfer/ sends a batch with one PIN (createPersonalBulkTransfer)', async () => {
    await useNewUser();
    const account = await nairaAccountWithPin();
    const body: Schemas['BulkTransferInput'] = {
      pin: PIN,
      transfers: [
        {
          amount: '30000.00',
          beneficiary_account_number: '3012345678',
          beneficiary_bank_code: '000016',
          beneficiary_name: 'Funmilayo Bakare',
          narration: 'November salary - shop assistant',
          save_beneficiary: false,
        },
        {
          amount: '45000.00',
          beneficiary_account_number: '2098765432',
          beneficiary_bank_code: '000014',
          beneficiary_name: 'Ibrahim Musa',
          narration: 'November salary - delivery rider',
          save_beneficiary: true,
        },
      ],
    };
    const batch = ok(
      await banking.POST('/personal_bank_accounts/{id}/bulk_transfer/', {
        params: { path: { id: account.id }, header: { 'Idempotency-Key': idempotencyKey() } },
        body,
      }),
    );
    expectBatch(batch, 2);
    expect(batch.transfers.map((t) => t.amount)).toEqual(['30000.00', '45000.00']);
    expect(batch.total_amount).toBe('75000.00');
    expect(batch.transfers.every((t) => t.currency === 'NGN')).toBe(true);
  });

  it('POST /business/{currency}/payout/validate/ looks up the account name (validateBusinessPayoutAccount)', async () => {
    const enquiry = ok(
      await banking.POST('/business/{currency}/payout/validate/', {
        params: { path: { currency: 'ngn' } },
        body: { account_number: SUPPLIER.account_number, bank_code: SUPPLIER.bank_code },
      }),
    );
    expectNonEmpty(enquiry.account_name);
    expect(enquiry.account_number).toBe(SUPPLIER.account_number);
    expect(enquiry.bank_code).toBe(SUPPLIER.bank_code);
    expectNonEmpty(enquiry.bank_name);
  });

  it('GET /business/{currency}/payout/fee/ quotes the payout fee (getBusinessPayoutFee)', async () => {
    const quote = ok(
      await banking.GET('/business/{currency}/payout/fee/', {
        params: { path: { currency: 'ngn' }, query: { amount: '350000.00', transfer_type: 'inter' } },
      }),
    );
    expectFee(quote);
    // NIP above 50,000.00 costs 53.75.
    expect(quote).toEqual({ amount: '350000.00', fee: '53.75', total: '350053.75', currency: 'NGN' });
  });

  it('POST /business/{currency}/payout/transfer/ pays out with an Idempotency-Key (createBusinessPayoutTransfer)', async () => {
    await useNewUser();
    await nairaBusinessAccountWithPin();
    // The UI sends the name the name enquiry answered.
    const enquiry = ok(
      await banking.POST('/business/{currency}/payout/validate/', {
        params: { path: { currency: 'ngn' } },
        body: { account_number: SUPPLIER.account_number, bank_code: SUPPLIER.bank_code },
      }),
    );
    const body: Schemas['PayoutTransferInput'] = {
      amount: '350000.00',
      account_number: enquiry.account_number,
      bank_code: enquiry.bank_code,
      beneficiary_name: enquiry.account_name,
      narration: 'Invoice INV-0042 palm oil supply',
      transfer_type: 'inter',
      pin: PIN,
      save_beneficiary: true,
    };
    const transfer = ok(
      await banking.POST('/business/{currency}/payout/transfer/', {
        params: { path: { currency: 'ngn' }, header: { 'Idempotency-Key': idempotencyKey() } },
        body,
      }),
    );
    expectTransfer(transfer);
    expect(transfer.currency).toBe('NGN');
    expect(transfer.transfer_type).toBe('inter');
    expect(transfer.amount).toBe('350000.00');
    expect(transfer.fee).toBe('53.75');
    expect(transfer.beneficiary.name).toBe(enquiry.account_name);
  });

  it('POST /business/{currency}/payout/bulk_transfer/ pays a batch with one PIN (createBusinessPayoutBulkTransfer)', async () => {
    await useNewUser();
    await nairaBusinessAccountWithPin();
    const body: Schemas['PayoutBulkTransferInput'] = {
      pin: PIN,
      transfers: [
        {
          amount: '180000.00',
          account_number: '0691234567',
          bank_code: '000014',
          beneficiary_name: 'TEMITOPE ALABI',
          narration: 'November salary - head chef',
          transfer_type: 'inter',
          save_beneficiary: false,
        },
        {
          amount: '220000.00',
          account_number: '2212345678',
          bank_code: '000015',
          beneficiary_name: 'EMEKA NWOSU',
          narration: 'November salary - operations manager',
          transfer_type: 'inter',
          save_beneficiary: true,
        },
      ],
    };
    const batch = ok(
      await banking.POST('/business/{currency}/payout/bulk_transfer/', {
        params: { path: { currency: 'ngn' }, header: { 'Idempotency-Key': idempotencyKey() } },
        body,
      }),
    );
    expectBatch(batch, 2);
    expect(batch.transfers.map((t) => t.amount)).toEqual(['180000.00', '220000.00']);
    expect(batch.total_amount).toBe('400000.00');
  });

  it('GET /business/ngn/payout/banks/ lists the banks payouts reach (listBusinessPayoutBanks)', async () => {
    expectBankList(ok(await banking.GET('/business/ngn/payout/banks/')));
  });

  it('POST /us/ach_transfer/ sends an ACH transfer with an Idempotency-Key (createAchTransfer)', async () => {
    const account = await usdBankAccount();
    const body: Schemas['AchTransferInput'] = {
      account_id: account.id,
      amount: '3200.00',
      ...LANDLORD,
      memo: 'December rent, Suite 110',
      pin: PIN,
      save_beneficiary: true,
    };
    const transfer = ok(
      await banking.POST('/us/ach_transfer/', { params: { header: { 'Idempotency-Key': idempotencyKey() } }, body }),
    );
    expectTransfer(transfer);
    expect(transfer.currency).toBe('USD');
    expect(transfer.transfer_type).toBe('ach');
    expect(transfer.reference).toMatch(/^ACH-/);
    expect(transfer.amount).toBe('3200.00');
    // 1.00 USD per ACH transfer.
    expect(transfer.fee).toBe('1.00');
    expect(transfer.beneficiary.routing_number).toBe(LANDLORD.routing_number);
  });

  it('POST /us/ach_bulk_transfer/ sends a batch of ACH transfers (createAchBulkTransfer)', async () => {
    const account = await usdBankAccount();
    const body: Schemas['AchBulkTransferInput'] = {
      account_id: account.id,
      pin: PIN,
      transfers: [
        { amount: '3200.00', ...LANDLORD, memo: 'December rent, Suite 110', save_beneficiary: false },
        {
          amount: '1500.00',
          routing_number: '111000025',
          account_number: '4455667788',
          account_type: 'checking',
          beneficiary_name: 'Gulf Coast Produce Inc',
          memo: 'Produce invoice 1187',
          save_beneficiary: true,
        },
      ],
    };
    const batch = ok(
      await banking.POST('/us/ach_bulk_transfer/', { params: { header: { 'Idempotency-Key': idempotencyKey() } }, body }),
    );
    expectBatch(batch, 2);
    expect(batch.transfers.every((t) => t.transfer_type === 'ach' && t.currency === 'USD')).toBe(true);
    expect(batch.transfers.every((t) => t.fee === '1.00')).toBe(true);
    expect(batch.total_amount).toBe('4700.00');
  });

  it('GET /list_banks/ lists the Nigerian banks for transfers (listTransferBanks)', async () => {
    const banks = ok(await banking.GET('/list_banks/'));
    expectBankList(banks);
  });

  it('400 on a business rule carries the message and the field errors (createPersonalTransfer)', async () => {
    const account = await personalAccount('NGN');
    const error = await expectError(400, 'POST', '/personal_bank_accounts/{id}/transfer/', (headers) =>
      banking.POST('/personal_bank_accounts/{id}/transfer/', {
        params: { path: { id: account.id }, header: { 'Idempotency-Key': idempotencyKey() } },
        body: {
          amount: '45000.00',
          beneficiary_account_number: SUPPLIER.account_number,
          beneficiary_bank_code: SUPPLIER.bank_code,
          beneficiary_name: SUPPLIER.name,
          pin: '000000',
          save_beneficiary: false,
        },
        headers,
      }),
    );
    expectDocumentedError('banking', error, 'POST', '/personal_bank_accounts/{id}/transfer/', 400);
    // The transfer form shows each message under its field.
    for (const messages of Object.values(error.fieldErrors)) expect(messages).toEqual([expect.any(String)]);
  });

  it('500 on a server failure shows its message (createAchTransfer)', async () => {
    const account = await usdBankAccount();
    const error = await expectError(500, 'POST', '/us/ach_transfer/', (headers) =>
      banking.POST('/us/ach_transfer/', {
        params: { header: { 'Idempotency-Key': idempotencyKey() } },
        body: { account_id: account.id, amount: '250.00', ...LANDLORD, pin: PIN, save_beneficiary: false },
        headers,
      }),
    );
    expectDocumentedError('banking', error, 'POST', '/us/ach_transfer/', 500);
  });

  it('a transfer without an Idempotency-Key is refused with 422 (createPersonalTransfer)', async () => {
    const account = await personalAccount('NGN');
    expectViolation();
    await expectContractRefusal(
      banking.POST('/personal_bank_accounts/{id}/transfer/', {
        params: { path: { id: account.id } } as never,
        body: {
          amount: '45000.00',
          beneficiary_account_number: SUPPLIER.account_number,
          beneficiary_bank_code: SUPPLIER.bank_code,
          beneficiary_name: SUPPLIER.name,
          pin: PIN,
          save_beneficiary: false,
        },
      }),
    );
  });
});
