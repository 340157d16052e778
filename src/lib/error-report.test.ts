import { describe, expect, it } from 'vitest';
import {
  REDACTED,
  buildReport,
  isSecretKey,
  redact,
  redactText,
  reportError,
  setReportSink,
  type ErrorReport,
} from './error-report';

// Each secret the reporter must never pass on (issue 21, decisions D1 and D9), fed through every
// place it can hide in a route error.
const SECRETS = {
  access: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl',
  refresh: 'r3fr3sh-T0ken-value-9f8e7d',
  password: 'Hunter2!Secret',
  pin: '4821',
  otp: '739104',
  bvn: '22345678901',
  ssn: '123-45-6789',
  ein: '12-3456789',
  share: 'Sh@rePass77',
};

/** Shaped like the API layer's ApiError (src/lib may not import src/api). */
class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]>;
  readonly body: unknown;
  constructor(init: { status: number; message: string; fieldErrors: Record<string, string[]>; body: unknown }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.fieldErrors = init.fieldErrors;
    this.body = init.body;
  }
}

const leaks = (text: string) =>
  Object.entries(SECRETS)
    .filter(([, secret]) => text.includes(secret))
    .map(([name]) => name);

describe('isSecretKey', () => {
  it.each([
    'token',
    'access_token',
    'refreshToken',
    'password',
    'new_password',
    'password2',
    'confirmPassword',
    'pin',
    'transaction_pin',
    'transactionPin',
    'otp',
    'otp_code',
    'bvn',
    'ssn',
    'ein',
    'share_password',
    'Authorization',
  ])('%s is a secret', (key) => {
    expect(isSecretKey(key)).toBe(true);
  });

  it.each(['shipping', 'opinion', 'protein', 'status', 'name', 'email', 'amount', 'currency_code', 'description', 'detail'])(
    '%s is not',
    (key) => {
      expect(isSecretKey(key)).toBe(false);
    },
  );
});

describe('redact', () => {
  it('replaces secret fields at any depth and keeps the rest', () => {
    const out = redact({
      email: 'ada@example.ng',
      access: SECRETS.access,
      body: { password: SECRETS.password, transaction_pin: SECRETS.pin, items: [{ otp: SECRETS.otp, name: 'Rice' }] },
      kyc: { bvn: SECRETS.bvn, ssn: SECRETS.ssn, ein: SECRETS.ein },
    });
    expect(out).toEqual({
      email: 'ada@example.ng',
      access: REDACTED,
      body: { password: REDACTED, transaction_pin: REDACTED, items: [{ otp: REDACTED, name: 'Rice' }] },
      kyc: { bvn: REDACTED, ssn: REDACTED, ein: REDACTED },
    });
  });

  it("removes the share password from a vault link's query and keeps the rest of the address", () => {
    const out = redact(`https://vault.example.ng/vault/v1/shares/abc/?password=${SECRETS.share}&download=1`) as string;
    expect(out).toContain('/vault/v1/shares/abc/');
    expect(out).toContain('download=1');
    expect(out).toContain(`password=${REDACTED}`);
    expect(leaks(out)).toEqual([]);
  });

  it.each([
    ['a bearer header', `Authorization: Bearer ${SECRETS.access}`],
    ['a JSON body', JSON.stringify({ password: SECRETS.password, pin: SECRETS.pin, otp: SECRETS.otp })],
    ['key=value pairs', `pin=${SECRETS.pin}&otp=${SECRETS.otp} refresh_token=${SECRETS.refresh}`],
    ['a bare JWT', `token expired: ${SECRETS.access}`],
    ['an SSN and an EIN', `SSN ${SECRETS.ssn} does not match EIN ${SECRETS.ein}`],
    ['a BVN', `BVN ${SECRETS.bvn} is not valid`],
  ])('redacts %s in a message', (_what, text) => {
    const out = redactText(text);
    expect(leaks(out)).toEqual([]);
    expect(out).toContain(REDACTED);
  });

  it('keeps ordinary words and small numbers', () => {
    expect(redactText('Shipping to 12 Marina Road failed with status code 500')).toBe(
      'Shipping to 12 Marina Road failed with status code 500',
    );
  });
});

describe('reportError', () => {
  it('sends a route error to the sink with every secret removed', () => {
    const reports: ErrorReport[] = [];
    const restore = setReportSink((report) => reports.push(report));
    const error = new ApiError({
      status: 400,
      message: `Invalid PIN ${SECRETS.pin} for BVN ${SECRETS.bvn}`,
      fieldErrors: { pin: [`${SECRETS.pin} is wrong`] },
      body: {
        password: SECRETS.password,
        otp: SECRETS.otp,
        ssn: SECRETS.ssn,
        ein: SECRETS.ein,
        refresh: SECRETS.refresh,
        detail: `Token ${SECRETS.access} rejected`,
      },
    });
    reportError(
      error,
      'route',
      `https://app.example.ng/vault/shared/abc?password=${SECRETS.share}&access_token=${SECRETS.access}`,
    );
    restore();
    expect(reports).toHaveLength(1);
    const text = JSON.stringify(reports[0]);
    expect(leaks(text)).toEqual([]);
    expect(reports[0]).toMatchObject({ kind: 'route', name: 'ApiError', data: { status: 400 } });
    expect(reports[0]?.url).toContain('/vault/shared/abc');
  });

  it('reports something thrown that is not an Error', () => {
    const report = buildReport({ pin: SECRETS.pin, reason: 'boom' }, 'render', 'https://app.example.ng/');
    expect(report.data).toEqual({ pin: REDACTED, reason: 'boom' });
    expect(leaks(JSON.stringify(report))).toEqual([]);
  });

  it('never throws, even when the sink does', () => {
    const restore = setReportSink(() => {
      throw new Error('collector down');
    });
    expect(() => reportError(new Error('x'), 'route')).not.toThrow();
    restore();
  });
});

describe('reportRouteError', () => {
  it('reports failures and leaves out the pages a route shows on purpose (401, 403, 404, no access)', async () => {
    const { reportRouteError } = await import('./error-report');
    const reports: ErrorReport[] = [];
    const restore = setReportSink((report) => reports.push(report));
    const withStatus = (status: number) => Object.assign(new Error(`status ${status}`), { status });
    const forbidden = Object.assign(new Error('no'), { name: 'ForbiddenError' });
    for (const error of [withStatus(401), withStatus(403), withStatus(404), forbidden, withStatus(500), new Error('boom')]) {
      reportRouteError(error);
    }
    restore();
    expect(reports.map((report) => report.message)).toEqual(['status 500', 'boom']);
  });
});
