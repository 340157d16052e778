/**
 * The seeded demo data is a fixture that tests and demos rely on: the same ids and the same
 * values on every start. The hashes below were taken from the sandbox before the services were
 * restructured (issue 11, item 5); a change to any seeded value fails here.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadSandboxConfig } from './config';
import { DEMO_PIN } from './services/banking/accounts.seed';
import { hashPin } from './services/banking/pin-rules';
import { modules } from './services/index';
import { DEMO_EXPIRED_SHARE } from './services/vault/shares.seed';
import { SandboxState } from './state';
import { Table } from './table';

/**
 * Every seeded row, table by table, whatever shape a store gives its data file: each store's
 * tables (ids, rows, next id) and other data, keys sorted, so only the data counts.
 */
function seededSnapshot(): Record<string, unknown> {
  const state = new SandboxState(loadSandboxConfig({ SESSION_SECRET: 'snapshot-secret' }));
  for (const module of modules) module.seed?.(state);
  for (const module of modules) module.handlers(state);
  const keys = Object.keys((state.toJSON() as { stores: Record<string, unknown> }).stores);
  const dataOf = (value: unknown): unknown =>
    value instanceof Table
      ? (value as Table<{ id: number }>).toJSON()
      : value instanceof Set
        ? [...(value as Set<unknown>)]
        : value;
  const canonical = (store: object): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(store as Record<string, unknown>)
        .filter(([, value]) => typeof value !== 'function')
        .map(([name, value]): [string, unknown] => [name, dataOf(value)])
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  const stores = keys.map((key): [string, unknown] => [
    key,
    canonical(
      state.store(key, () => {
        throw new Error(`no store ${key}`);
      }),
    ),
  ]);
  return { users: state.auth.users.toJSON(), ...Object.fromEntries(stores) };
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

const BEFORE: Record<string, string> = {
  users: 'c40447c4c22c460b06898d963b6730cba2d9a19ee282305c730b2dc471a3b0e9',
  common: '7a8b54fbf558e6ec488199b6b5021cf870f50e1b49cb30f75fa1ccd54a01c350',
  subscription: '43d3f4aa67f8d1b17670d19ed8a31f924bb2deb8f8a90b72ea4b2dd13925fcda',
  training: '0aae216b9990128b713059d7aa4fa8614b51aae83ad8e878c438c2db8dcc5784',
  business: '72ecefa9fee7597b41f0ec2e11861544b3a6f40913a787a8a77a286926fc8a89',
  vault: 'c49a07698cbd99ad8b51f51bf647859c5a60b0cf862715add7a05c4b399b54ba',
  banking: '8776b5633a6e704773c4e215064bd50321cd5a5bc5d19f9e78a39a01ed3e1129',
  market: 'fd92823e641eec17f62882cddbd1280503ec643e350f6c8edda6106244506816',
};

/**
 * The two deliberate changes since those hashes, undone: seeded documents now have real bytes,
 * so (1) vault file rows no longer carry `_data` (null for every seeded file; bytes live in the
 * file store, keyed by the row's hash) and (2) the banking seed's document addresses point at the
 * sandbox's own file route instead of https://files.sandbox.ledgerly.ng/<folder>/<id>/<name>.
 * The new `files` store is checked by files.test.ts. (3) Inventory items carry the designed
 * `low_stock_threshold` (issue 12) and the business store has an (empty) `adjustments` table.
 * (4) Sales (issue 13): invoices carry `number`, `attachment`, `_share`; receipts `number`,
 * `invoice_number`, `change`; businesses their number sequences `_invoiceSeq`/`_receiptSeq` and
 * their invoice details (`tax_number`, `default_vat`, `default_payment_terms`, `_bank`).
 * (5) Payroll history reaches back 30 months (issue 14).
 * (6) The seeded accounts' PIN is 482913, not 123456 (issue 15: the PIN rules refuse runs).
 * (7) The personal vault has an expired share link (issue 17).
 * (8) Each seeded payout settles orders of its own (issue 18, marketplace-payouts.seed.ts).
 */
function beforeFileServing(snapshot: Record<string, unknown>): Record<string, unknown> {
  const { files: _files, ...rest } = snapshot;
  const vault = rest.vault as { files: { rows: Record<string, unknown>[] } };
  vault.files.rows = vault.files.rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).flatMap(([key, value]) =>
        key === '_bytes'
          ? [
              [key, value],
              ['_data', null],
            ]
          : [[key, value]],
      ),
    ),
  );
  const served = /^http:\/\/127\.0\.0\.1:\d+\/__files\/seed-(kyc|applications)-(\d+)-[a-z]+\/(.+)$/;
  rest.banking = JSON.parse(JSON.stringify(rest.banking), (_key, value: unknown) =>
    typeof value === 'string' && served.test(value) ? value.replace(served, 'https://files.sandbox.ledgerly.ng/$1/$2/$3') : value,
  ) as unknown;
  const business = rest.business as { inventory: { rows: Record<string, unknown>[] }; adjustments?: unknown };
  business.inventory.rows = business.inventory.rows.map(({ low_stock_threshold: _threshold, ...row }) => row);
  delete business.adjustments;
  const sales = rest.business as Record<'invoices' | 'receipts' | 'businesses', { rows: Record<string, unknown>[] }>;
  const drop = (table: { rows: Record<string, unknown>[] }, keys: string[]) => {
    table.rows = table.rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key))));
  };
  drop(sales.invoices, ['number', 'attachment', '_share']);
  drop(sales.receipts, ['number', 'invoice_number', 'change']);
  drop(sales.businesses, ['_invoiceSeq', '_receiptSeq', 'tax_number', 'default_vat', 'default_payment_terms', '_bank']);
  // (5) Payroll history (issue 14, decision 0020): the earlier months payroll-history.seed.ts adds
  // after every business, with ids after the others (its first row is dated before the seed year).
  const history = (rest.business as { payrollHistories: { nextId: number; rows: { id: number; date: string }[] } })
    .payrollHistories;
  const firstAdded = Math.min(...history.rows.filter((row) => row.date < '2026-01-01').map((row) => row.id));
  history.rows = history.rows.filter((row) => row.id < firstAdded);
  history.nextId = firstAdded;
  // (6) The PIN each seeded account had before: its hash with the old demo PIN.
  const accounts = (rest.banking as { accounts: { rows: { id: number; _pin: string | null }[] } }).accounts;
  accounts.rows = accounts.rows.map((row) =>
    row._pin === hashPin(row.id, DEMO_PIN) ? { ...row, _pin: hashPin(row.id, '123456') } : row,
  );
  // (7) The expired share, the last one seeded.
  const shares = (rest.vault as { shares: { nextId: number; rows: { id: number; _uuid: string }[] } }).shares;
  const expired = shares.rows.find((row) => row._uuid === DEMO_EXPIRED_SHARE);
  if (expired) {
    shares.rows = shares.rows.filter((row) => row !== expired);
    shares.nextId = expired.id;
  }
  // (8) The orders the payouts settle: added after everything else, each with a `_payout`.
  const orders = (rest.business as { orders: { nextId: number; rows: { id: number; _payout?: number }[] } }).orders;
  const settling = orders.rows.filter((row) => row._payout !== undefined);
  if (settling.length > 0) {
    orders.rows = orders.rows.filter((row) => row._payout === undefined);
    orders.nextId = Math.min(...settling.map((row) => row.id));
  }
  return rest;
}

describe('seeded data', () => {
  it('is the same, store by store, as before the restructuring', () => {
    const snapshot = beforeFileServing(seededSnapshot());
    const hashes = Object.fromEntries(Object.entries(snapshot).map(([key, data]) => [key, hash(data)]));
    expect(hashes).toEqual(BEFORE);
  });

  it('is the same on every seeding', () => {
    expect(hash(seededSnapshot())).toBe(hash(seededSnapshot()));
  });
});
