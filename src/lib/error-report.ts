/**
 * The client error reporter (decision D1's `_log`, decision D9): what a route error or a crash
 * leaves behind for whoever runs the app. It never carries a secret: tokens, passwords, PINs,
 * OTPs, BVN, SSN, EIN and share passwords are replaced by `[redacted]` wherever they appear: as a
 * field of a body or of the error, in a URL's query, in a message ('pin=1234', 'Bearer eyJ...'),
 * or as a bare number shaped like one (an SSN 123-45-6789, an EIN 12-3456789, an 11-digit BVN).
 *
 * Loaded on demand (the route error page imports it when an error happens): nothing here is on a
 * page's first load. Where the report goes is a sink (`setReportSink`); by default it is written
 * to the console as one line of JSON, where a host's log collector can pick it up.
 */

export const REDACTED = '[redacted]';

/** Field names whose values are secrets, after camelCase and dashes become snake_case. */
const SECRET_KEY =
  /(^|_)(token|access|refresh|jwt|password|passwd|pass|passcode|pwd|secret|pin|otp|(otp|verification|reset|confirmation)_code|bvn|ssn|ein|nin|tin|authorization|cookie|signature)\d*$/;

/** Fields that only look like secrets: kept. */
const NOT_SECRET = new Set(['bypass', 'compass']);

function snake(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[-\s.]+/g, '_')
    .toLowerCase();
}

/** Whether a field of this name holds a secret. */
export function isSecretKey(key: string): boolean {
  const name = snake(key);
  return !NOT_SECRET.has(name) && SECRET_KEY.test(name);
}

const KEY_NAMES =
  '[A-Za-z_-]*(?:token|jwt|pass|pwd|secret|pin|otp|code|bvn|ssn|ein|nin|tin|authorization|cookie|signature)[A-Za-z_-]*';

const TEXT_RULES: [RegExp, (match: string, ...groups: string[]) => string][] = [
  // Authorization headers and bearer tokens.
  [/\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]+/gi, (_m, scheme: string) => `${scheme} ${REDACTED}`],
  // JSON-ish pairs: "password": "hunter2", 'pin': 1234.
  [
    new RegExp(`(["']?)(${KEY_NAMES})\\1(\\s*[:=]\\s*)("[^"]*"|'[^']*'|[^\\s,;&}\\]]+)`, 'gi'),
    (match, quote: string, key: string, sep: string) => (isSecretKey(key) ? `${quote}${key}${quote}${sep}${REDACTED}` : match),
  ],
  // A number named in the text: 'PIN 4821', 'OTP: 739104', 'code 1234'.
  [
    /\b(pin|otp|code|bvn|ssn|ein|nin|tin)\b(\s*(?:is|of|:)?\s*)\d[\d -]{2,}\d/gi,
    (_m, word: string, gap: string) => `${word}${gap}${REDACTED}`,
  ],
  // JSON web tokens anywhere.
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*)?/g, () => REDACTED],
  // US social security numbers and employer identification numbers.
  [/\b\d{3}-\d{2}-\d{4}\b/g, () => REDACTED],
  [/\b\d{2}-\d{7}\b/g, () => REDACTED],
  // Nigerian bank verification numbers (11 digits) and any other long run of digits (a 9-digit
  // SSN or EIN without dashes, a card or account number).
  [/\b\d{9,}\b/g, () => REDACTED],
];

/** A text with every secret in it replaced. */
export function redactText(text: string): string {
  let out = text;
  for (const [pattern, replace] of TEXT_RULES) out = out.replace(pattern, replace);
  return out;
}

function redactUrl(text: string): string {
  try {
    const url = new URL(text);
    for (const key of [...url.searchParams.keys()]) {
      if (isSecretKey(key)) url.searchParams.set(key, REDACTED);
    }
    if (url.password) url.password = REDACTED;
    return redactText(decodeURIComponent(url.toString()));
  } catch {
    return redactText(text);
  }
}

/** A copy of `value` with every secret replaced (objects and arrays deeply, to a depth of 6). */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? redactUrl(value) : redactText(value);
  if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) >= 1e8) return REDACTED;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= 6) return '[nested]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSecretKey(key) && item !== null && item !== undefined && item !== '' ? REDACTED : redact(item, depth + 1);
  }
  return out;
}

export interface ErrorReport {
  /** Where it happened: 'route', 'render', 'unhandled'. */
  kind: string;
  /** The page's address (query redacted). */
  url: string;
  name: string;
  message: string;
  stack?: string;
  /** What the error carried besides (an ApiError's status and body, say), redacted. */
  data?: unknown;
  at: string;
}

/** An error (or anything thrown) as a report with every secret removed. */
export function buildReport(error: unknown, kind: string, url: string, now = new Date()): ErrorReport {
  const err = error instanceof Error ? error : undefined;
  const own =
    error !== null && typeof error === 'object'
      ? Object.fromEntries(Object.entries(error).filter(([key]) => key !== 'stack' && key !== 'message'))
      : undefined;
  const report: ErrorReport = {
    kind,
    url: redactUrl(url),
    name: err?.name ?? typeof error,
    message: redactText(err?.message ?? String(error)),
    at: now.toISOString(),
  };
  if (err?.stack) report.stack = redactText(err.stack.split('\n').slice(0, 12).join('\n'));
  if (own && Object.keys(own).length > 0) report.data = redact(own);
  return report;
}

type Sink = (report: ErrorReport) => void;

const consoleSink: Sink = (report) => console.error('[ledgerly:report]', JSON.stringify(report));
let sink: Sink = consoleSink;

/** Where reports go (tests and hosts with a collector); returns a function restoring the last one. */
export function setReportSink(next: Sink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

/** Sends one redacted report of `error` to the sink. Never throws. */
export function reportError(error: unknown, kind: string, url = globalThis.location?.href ?? ''): void {
  try {
    sink(buildReport(error, kind, url));
  } catch {
    // Reporting must never break the page that failed.
  }
}

/** Errors a route shows as a page of its own, not failures: signed out, no access, not found. */
function expected(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { status?: unknown }).status;
  return error.name === 'ForbiddenError' || status === 401 || status === 403 || status === 404;
}

/** The router's catch hook (every route's error boundary): reports unexpected route errors. */
export function reportRouteError(error: unknown): void {
  if (!expected(error)) reportError(error, 'route');
}
