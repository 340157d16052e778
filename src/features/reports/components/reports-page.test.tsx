import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusinessSchemas } from '@/api/types';
import type { Membership } from '@/features/business';
import { permissionId, type Resource } from '@/lib/permissions';
import { stubApi } from '@/test/api-stub';
import { HOSTILE_STRINGS } from '@/test/hostile-strings';
import { expectInertDom, renderWithApp } from '@/test/render';
import type { ReportsSearch } from '../search';
import { ReportsPage } from './reports-page';
import type * as DownloadModule from '@/lib/download';

vi.mock('./report-chart', () => ({ default: () => <div data-testid="chart" /> }));
const download = vi.hoisted(() => ({ blobs: [] as { blob: Blob; name: string }[] }));
vi.mock('@/lib/download', async (original) => ({
  ...(await original<typeof DownloadModule>()),
  downloadBlob: (blob: Blob, name: string) => download.blobs.push({ blob, name }),
}));

const REPORT = '/business/v1/{businessId}/tools/report/';
type Report = BusinessSchemas['Report'];

const member = (...views: Resource[]): Membership => ({
  business_id: 12,
  member_id: 601,
  is_owner: false,
  role: null,
  permissions: views.map((resource) => permissionId(resource, 'view')),
});

function report(body: Partial<Report> & Pick<Report, 'report_type' | 'start_date' | 'end_date'>): Report {
  return { currency: 'NGN', rows: [], totals: [], generated_at: '2026-11-24T10:00:00Z', ...body };
}

const JAN = { period: 'custom', from: '2026-01-01', to: '2026-01-31' } as const satisfies ReportsSearch;

function renderPage(search: ReportsSearch, membership?: Membership) {
  const onChange = vi.fn();
  const result = renderWithApp(<ReportsPage search={search} onChange={onChange} />, membership ? { membership } : {});
  return { ...result, onChange };
}

beforeEach(() => {
  download.blobs.length = 0;
});

describe('ReportsPage', () => {
  it('asks for the type and range in the URL with months, and shows rows, totals and months', async () => {
    const api = stubApi().on('post', REPORT, {
      status: 200,
      body: report({
        report_type: 'payroll',
        start_date: '2026-01-01',
        end_date: '2026-02-28',
        rows: [
          { label: 'Chinedu Eze', amount: '150000.00' },
          { label: 'Ngozi Obi', amount: '90000.50' },
        ],
        totals: [{ label: 'Total payroll', amount: '240000.50' }],
        months: [
          { month: '2026-01', totals: [{ label: 'Total payroll', amount: '120000.00' }] },
          { month: '2026-02', totals: [{ label: 'Total payroll', amount: '120000.50' }] },
        ],
      }),
    });
    renderPage({ type: 'payroll', period: 'custom', from: '2026-01-01', to: '2026-02-28' });
    expect(await screen.findByRole('rowheader', { name: 'Ngozi Obi' })).toBeInTheDocument();
    expect(api.calls('post', REPORT)[0]!.body).toEqual({
      report_type: 'payroll',
      start_date: '2026-01-01',
      end_date: '2026-02-28',
      format: 'json',
      group_by: 'month',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Payroll report' })).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Total payroll')).toBeInTheDocument();
    expect(within(totals).getByText('₦240,000.50')).toBeInTheDocument();
    const months = screen.getByRole('list', { name: 'Payroll report by month' });
    expect(
      within(months)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Jan 2026Total payroll₦120,000.00', 'Feb 2026Total payroll₦120,000.50']);
    expect(await screen.findByTestId('chart')).toBeInTheDocument();
  });

  it('puts each filter in the URL: type, preset, custom dates and compare', async () => {
    stubApi().on('post', REPORT, {
      status: 200,
      body: report({ report_type: 'sales', start_date: '2026-01-01', end_date: '2026-01-31' }),
    });
    const { user, onChange } = renderPage({ ...JAN, type: 'sales' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Report' }), 'expenses');
    expect(onChange).toHaveBeenLastCalledWith({ type: 'expenses' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'last-12-months');
    expect(onChange).toHaveBeenLastCalledWith({ period: 'last-12-months', from: undefined, to: undefined });
    await user.click(screen.getByRole('checkbox', { name: 'Compare with the previous period' }));
    expect(onChange).toHaveBeenLastCalledWith({ compare: true });
    const last = screen.getByLabelText('Last day');
    await user.clear(last);
    await user.type(last, '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(onChange).toHaveBeenLastCalledWith({ period: 'custom', from: '2026-01-01', to: '2026-03-31' });
  });

  it('refuses a custom range over 366 days at the field and sends nothing', async () => {
    const api = stubApi().on('post', REPORT, {
      status: 200,
      body: report({ report_type: 'sales', start_date: '2026-01-01', end_date: '2026-01-31' }),
    });
    const { user, onChange } = renderPage({ ...JAN, type: 'sales' });
    await screen.findByRole('region', { name: 'Totals' });
    const first = screen.getByLabelText('First day');
    await user.clear(first);
    await user.type(first, '2024-12-31');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription(/at most 366 days; this range has 397/);
    expect(onChange).not.toHaveBeenCalled();
    expect(api.calls('post', REPORT)).toHaveLength(1); // January's, nothing more
  });

  it('says why a too-long range from the URL is not shown, without calling the server', () => {
    const api = stubApi();
    renderPage({ type: 'sales', period: 'custom', from: '2020-01-01', to: '2026-01-01' });
    expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription(/at most 366 days/);
    expect(screen.getByText('Correct the dates above to see the report.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('asks for both days when custom dates are chosen without any', () => {
    const api = stubApi();
    renderPage({ type: 'sales', period: 'custom' });
    expect(screen.getByText('Choose the first and last day above.')).toBeInTheDocument();
    expect(screen.getByLabelText('First day')).not.toHaveAccessibleDescription(/Enter/);
    expect(api.requests).toHaveLength(0);
  });

  it('offers only the report types the member may view, and never asks for another', async () => {
    const api = stubApi().on('post', REPORT, {
      status: 200,
      body: report({ report_type: 'sales', start_date: '2026-01-01', end_date: '2026-01-31' }),
    });
    renderPage({ ...JAN, type: 'payroll' }, member('sales', 'expense'));
    const options = within(screen.getByRole('combobox', { name: 'Report' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Sales', 'Profit and loss', 'Expenses']);
    expect(screen.getByRole('heading', { level: 2, name: 'Sales report' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('post', REPORT)).toHaveLength(1));
    expect(api.calls('post', REPORT)[0]!.body.report_type).toBe('sales');
  });

  it('shows the server’s error with Retry, then the report', async () => {
    const api = stubApi()
      .on('post', REPORT, {
        status: 200,
        body: report({
          report_type: 'expenses',
          start_date: '2026-01-01',
          end_date: '2026-01-31',
          rows: [{ label: 'Rent', amount: '5000.00' }],
          totals: [{ label: 'Total expenses', amount: '5000.00' }],
        }),
      })
      .failNext('post', REPORT, { status: 403, body: { detail: 'You do not have permission to view this report.' } });
    const { user } = renderPage({ ...JAN, type: 'expenses' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You do not have permission to view this report.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'Rent' })).toBeInTheDocument();
    expect(api.calls('post', REPORT)).toHaveLength(2);
  });

  it('says when there is nothing in the period', async () => {
    stubApi().on('post', REPORT, {
      status: 200,
      body: report({
        report_type: 'debtors',
        start_date: '2026-01-01',
        end_date: '2026-01-31',
        totals: [{ label: 'Total owed', amount: '0.00' }],
      }),
    });
    renderPage({ ...JAN, type: 'debtors' });
    expect(await screen.findByText('Nothing in this period. Choose another period, location or report.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('puts the previous period beside this one with the change in per cent', async () => {
    const api = stubApi().on('post', REPORT, (request) => {
      const january = request.body.start_date === '2026-01-01';
      return {
        status: 200,
        body: report({
          report_type: 'sales',
          start_date: request.body.start_date,
          end_date: request.body.end_date,
          totals: [{ label: 'Total sales', amount: january ? '112.50' : '100.00' }],
          rows: [{ label: 'INV-1', amount: january ? '112.50' : '100.00' }],
        }),
      };
    });
    renderPage({ ...JAN, type: 'sales', compare: true });
    const section = await screen.findByRole('region', { name: 'Compared with 1 Dec 2025 to 31 Dec 2025' });
    expect(await within(section).findByText('+12.5%')).toBeInTheDocument();
    expect(within(section).getByText('up 12.5 per cent')).toBeInTheDocument();
    const previous = api.calls('post', REPORT).find((call) => call.body.start_date === '2025-12-01');
    expect(previous?.body).toEqual({ report_type: 'sales', start_date: '2025-12-01', end_date: '2025-12-31', format: 'json' });
  });

  it('downloads the CSV the server writes for the same report and range', async () => {
    const api = stubApi().on('post', REPORT, (request) =>
      request.body.format === 'csv'
        ? ({ status: 200, body: 'label,amount\r\nRent,5000.00\r\n' } as never)
        : {
            status: 200,
            body: report({
              report_type: 'expenses',
              start_date: '2026-01-01',
              end_date: '2026-01-31',
              rows: [{ label: 'Rent', amount: '5000.00' }],
            }),
          },
    );
    const { user } = renderPage({ ...JAN, type: 'expenses' });
    await screen.findByRole('rowheader', { name: 'Rent' });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(download.blobs).toHaveLength(1));
    expect(download.blobs[0]!.name).toBe('Adaeze-Fabrics-Expenses-report-2026-01-01-to-2026-01-31.csv');
    expect(download.blobs[0]!.blob.type).toBe('text/csv;charset=utf-8');
    const csvCall = api.calls('post', REPORT).find((call) => call.body.format === 'csv');
    expect(csvCall?.body).toEqual({ report_type: 'expenses', start_date: '2026-01-01', end_date: '2026-01-31', format: 'csv' });
  });

  it('downloads the months as CSV for a report drawn by month', async () => {
    const api = stubApi().on('post', REPORT, (request) =>
      request.body.format === 'csv'
        ? ({ status: 200, body: 'month,label,amount\r\n2026-01,Total payroll,5.00\r\n,Total payroll,5.00\r\n' } as never)
        : { status: 200, body: report({ report_type: 'payroll', start_date: '2026-01-01', end_date: '2026-01-31' }) },
    );
    const { user } = renderPage({ ...JAN, type: 'payroll' });
    await screen.findByRole('region', { name: 'Totals' });
    await user.click(screen.getByRole('button', { name: 'CSV by month' }));
    await waitFor(() => expect(download.blobs).toHaveLength(1));
    expect(download.blobs[0]!.name).toBe('Adaeze-Fabrics-Payroll-report-by-month-2026-01-01-to-2026-01-31.csv');
    const csvCall = api.calls('post', REPORT).find((call) => call.body.format === 'csv');
    expect(csvCall?.body).toMatchObject({ format: 'csv', group_by: 'month' });
  });

  it('offers no CSV by month for a report without months (inventory)', async () => {
    stubApi().on('post', REPORT, {
      status: 200,
      body: report({ report_type: 'inventory', start_date: '2026-01-01', end_date: '2026-01-31' }),
    });
    renderPage({ ...JAN, type: 'inventory' });
    await screen.findByRole('region', { name: 'Totals' });
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CSV by month' })).not.toBeInTheDocument();
  });

  it('says at the buttons when the CSV cannot be downloaded', async () => {
    const api = stubApi().on('post', REPORT, {
      status: 200,
      body: report({ report_type: 'sales', start_date: '2026-01-01', end_date: '2026-01-31' }),
    });
    const { user } = renderPage({ ...JAN, type: 'sales' });
    await screen.findByRole('region', { name: 'Totals' });
    api.failNext('post', REPORT, { status: 500, body: { detail: 'A server error occurred.' } });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The CSV couldn't be downloaded: A server error occurred.");
    expect(download.blobs).toHaveLength(0);
  });

  it('renders hostile labels as text', async () => {
    const rows = HOSTILE_STRINGS.slice(0, 20).map((item, index) => ({
      label: item.value || `blank ${index}`,
      amount: `${index + 1}.00`,
    }));
    stubApi().on('post', REPORT, {
      status: 200,
      body: report({
        report_type: 'debtors',
        start_date: '2026-01-01',
        end_date: '2026-01-31',
        rows,
        totals: [{ label: '<b>Total</b>', amount: '210.00' }],
      }),
    });
    const { container } = renderPage({ ...JAN, type: 'debtors' });
    expect(await screen.findByText('<b>Total</b>')).toBeInTheDocument();
    expectInertDom(container);
  });
});
