/**
 * Contract tests of the business service root (openapi/business.yaml): the dashboard statistics and
 * the reports, through the app's real business client (with the catalogue messages,
 * BUSINESS_MESSAGES), and the 422 answer. Ids come from list and create answers
 * (fixtures/business.ts), so the file also runs through `prism proxy --errors` in front of the
 * sandbox.
 */
import { describe, expect, it } from 'vitest';
import {
  cents,
  expectDateTime,
  expectDocumentedError,
  expectError,
  expectNonEmpty,
  ISO_DATE,
  MONEY,
  ok,
  sumCents,
} from './harness';
import {
  business,
  businessId,
  expectMonthAsked,
  expectStatistic,
  firstBusiness,
  REPORT_MONTH,
  type Schemas,
} from './fixtures/business';

describe('business: dashboard statistics', () => {
  /** The location the dashboard's picker starts on. */
  async function scope() {
    const first = await firstBusiness();
    return { businessId: first.id, location: first.locations[0]!.id };
  }

  it('GET tools/business_statistics/total_sales/ per month and for one month (getTotalSales)', async () => {
    const { businessId, location } = await scope();
    const url = '/business/v1/{businessId}/tools/business_statistics/total_sales/' as const;
    const year = ok(await business.GET(url, { params: { path: { businessId }, query: { location } } }));
    expectStatistic(year, true);
    const month = ok(await business.GET(url, { params: { path: { businessId }, query: { location, month: REPORT_MONTH } } }));
    expectStatistic(month, true);
    expectMonthAsked(month);
  });

  it('GET tools/business_statistics/total_expenses per month and for one month (getTotalExpenses)', async () => {
    const { businessId, location } = await scope();
    const url = '/business/v1/{businessId}/tools/business_statistics/total_expenses' as const;
    const year = ok(await business.GET(url, { params: { path: { businessId }, query: { location } } }));
    expectStatistic(year, true);
    const month = ok(await business.GET(url, { params: { path: { businessId }, query: { location, month: REPORT_MONTH } } }));
    expectStatistic(month, true);
    expectMonthAsked(month);
  });

  it('GET tools/business_statistics/total_inventory_worth/ per month and for one month (getTotalInventoryWorth)', async () => {
    const { businessId, location } = await scope();
    const url = '/business/v1/{businessId}/tools/business_statistics/total_inventory_worth/' as const;
    // Worth is the stock value now; its breakdown is stock added per period, so it need not add up.
    const year = ok(await business.GET(url, { params: { path: { businessId }, query: { location } } }));
    expectStatistic(year, false);
    expect(cents(year.total)).toBeGreaterThanOrEqual(0);
    const month = ok(await business.GET(url, { params: { path: { businessId }, query: { location, month: REPORT_MONTH } } }));
    expectStatistic(month, false);
    expectMonthAsked(month);
  });

  it('GET tools/business_statistics/total_payroll_paid/ per month and for one month (getTotalPayrollPaid)', async () => {
    const { businessId, location } = await scope();
    const url = '/business/v1/{businessId}/tools/business_statistics/total_payroll_paid/' as const;
    const year = ok(await business.GET(url, { params: { path: { businessId }, query: { location } } }));
    expectStatistic(year, true);
    const month = ok(await business.GET(url, { params: { path: { businessId }, query: { location, month: REPORT_MONTH } } }));
    expectStatistic(month, true);
    expectMonthAsked(month);
  });

  it('GET tools/business_statistics/total_profits/ is sales minus expenses and payroll (getTotalProfits)', async () => {
    const { businessId, location } = await scope();
    const url = '/business/v1/{businessId}/tools/business_statistics/total_profits/' as const;
    const year = ok(await business.GET(url, { params: { path: { businessId }, query: { location } } }));
    const month = ok(await business.GET(url, { params: { path: { businessId }, query: { location, month: REPORT_MONTH } } }));
    for (const profit of [year, month]) {
      expectStatistic(profit, true);
      expect(profit.sales).toMatch(MONEY);
      expect(profit.expenses).toMatch(MONEY);
      expect(cents(profit.total)).toBe(cents(profit.sales) - cents(profit.expenses));
    }
    expectMonthAsked(month);
  });
});

describe('business: reports', () => {
  const request: Schemas['ReportRequest'] = {
    report_type: 'sales',
    start_date: '2026-11-01',
    end_date: '2026-11-30',
  };

  it('POST tools/report/ answers a JSON report with rows and totals (generateBusinessReport, json)', async () => {
    const first = await firstBusiness();
    const result = await business.POST('/business/v1/{businessId}/tools/report/', {
      params: { path: { businessId: first.id } },
      body: { ...request, format: 'json' },
    });
    const report = ok(result);
    expect(result.response.headers.get('content-type')).toMatch(/^application\/json/);
    if (typeof report === 'string') throw new Error('a JSON report came back as text');
    expect(report.report_type).toBe('sales');
    expect(report.start_date).toBe(request.start_date);
    expect(report.end_date).toBe(request.end_date);
    expect(report.start_date).toMatch(ISO_DATE);
    expect(report.currency).toBe(first.currency);
    expectDateTime(report.generated_at);
    for (const line of [...report.rows, ...report.totals]) {
      expectNonEmpty(line.label);
      expect(line.amount).toMatch(MONEY);
    }
    expect(report.totals.length).toBeGreaterThan(0);
    const totalSales = report.totals.find((t) => t.label === 'Total sales');
    expect(totalSales).toBeDefined();
    expect(cents(totalSales!.amount)).toBe(sumCents(report.rows.map((r) => r.amount)));
  });

  it('POST tools/report/ answers the same report as a CSV download (generateBusinessReport, csv)', async () => {
    const id = await businessId();
    const result = await business.POST('/business/v1/{businessId}/tools/report/', {
      params: { path: { businessId: id } },
      body: { ...request, format: 'csv' },
      headers: { Accept: 'text/csv' },
      parseAs: 'text',
    });
    const csv = ok(result);
    expect(result.response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(typeof csv).toBe('string');
    if (typeof csv !== 'string') throw new Error('a CSV report came back parsed');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('label,amount');
    expect(lines.length).toBeGreaterThan(1);
    const rows = lines.slice(1).map((line) => {
      const comma = line.lastIndexOf(',');
      return { label: line.slice(0, comma), amount: line.slice(comma + 1) };
    });
    for (const row of rows) {
      expectNonEmpty(row.label);
      expect(row.amount).toMatch(MONEY);
    }
    // The totals come last.
    expect(rows.map((r) => r.label)).toContain('Total sales');
  });

  it('422 answer carries the list of violations (generateBusinessReport)', async () => {
    const id = await businessId();
    const error = await expectError(422, 'POST', '/business/v1/{businessId}/tools/report/', (headers) =>
      business.POST('/business/v1/{businessId}/tools/report/', {
        params: { path: { businessId: id } },
        body: { report_type: 'expenses', start_date: '2026-11-01', end_date: '2026-11-30', format: 'json' },
        headers,
      }),
    );
    const body = expectDocumentedError('business', error, 'POST', '/business/v1/{businessId}/tools/report/', 422);
    expect((body.validation as unknown[]).length).toBeGreaterThan(0);
  });
});
