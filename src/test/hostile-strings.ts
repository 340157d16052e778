/**
 * Hostile strings for forms and lists: markup, script, template syntax, CSV formulas, bidi and
 * invisible characters, emoji, very long text and words that look like empty values. Each must be
 * saved exactly as typed (or as the form's documented trimming) and shown as text, never run.
 *
 * Plain data, no imports: used by component tests (Vitest) and end-to-end tests (Playwright).
 * A string that would run sets a marker the tests look for: an element `#pwned` or `[data-pwned]`,
 * or `window.__pwned` (see `expectInert` in tests/e2e/fixtures.ts and `expectInertDom` in
 * src/test/render.tsx).
 */
export interface HostileString {
  /** Short name for test titles and failure messages. */
  label: string;
  value: string;
}

const PWN = 'window.__pwned=1';

export const HOSTILE_STRINGS: readonly HostileString[] = [
  // Markup and script.
  { label: 'bold tag', value: '<b>Bold</b> & "quoted"' },
  { label: 'script tag', value: `<script>${PWN}</script>` },
  { label: 'script tag, alert', value: '<script>alert(1)</script>' },
  { label: 'img onerror', value: `<img id="pwned" src=x onerror="${PWN}">` },
  { label: 'img onerror, closing an attribute', value: `"><img data-pwned src=x onerror=${PWN}>` },
  { label: 'svg onload', value: `<svg id="pwned" onload="${PWN}"><circle r="1"/></svg>` },
  { label: 'iframe javascript: src', value: `<iframe id="pwned" src="javascript:${PWN}"></iframe>` },
  { label: 'event handler attribute', value: `" onmouseover="${PWN}" data-pwned="` },
  { label: 'single-quoted handler', value: `' onfocus='${PWN}' autofocus data-pwned='` },
  { label: 'details ontoggle', value: `<details open ontoggle="${PWN}" data-pwned>x</details>` },
  { label: 'anchor javascript: href', value: `<a id="pwned" href="javascript:${PWN}">click</a>` },
  { label: 'javascript: URL', value: `javascript:${PWN}` },
  { label: 'data: URL', value: `data:text/html,<script>${PWN}</script>` },
  { label: 'style tag', value: '<style>body{display:none}</style>' },
  { label: 'closing textarea', value: `</textarea><img id="pwned" src=x onerror=${PWN}>` },
  { label: 'closing title', value: `</title><script>${PWN}</script>` },
  { label: 'HTML comment', value: '<!-- hidden --> visible' },
  { label: 'HTML entities', value: '&lt;b&gt; &amp; &#60;script&#62;' },
  // Template syntax of common engines.
  { label: 'Angular/Vue template', value: "{{constructor.constructor('window.__pwned=1')()}}" },
  { label: 'template literal', value: '${window.__pwned=1}' },
  { label: 'ERB/EJS tag', value: '<%= window.__pwned = 1 %>' },
  { label: 'Jinja expression', value: '{% raw %}{{ 7*7 }}{% endraw %}' },
  // CSV formula starters.
  { label: 'CSV formula =', value: '=HYPERLINK("http://evil.example","click")' },
  { label: 'CSV formula +', value: '+1+cmd|" /C calc"!A0' },
  { label: 'CSV formula -', value: '-2+3+cmd|" /C calc"!A0' },
  { label: 'CSV formula @', value: '@SUM(1+1)*cmd|" /C calc"!A0' },
  { label: 'CSV tab start', value: '\t=1+1' },
  // Bidi, invisible and unusual characters.
  { label: 'RTL override', value: '\u202Eevil\u202C name' },
  { label: 'RLM at the end', value: 'name \u200F' },
  { label: 'zero-width space', value: 'zero\u200Bwidth' },
  { label: 'zero-width joiner and non-joiner', value: 'a\u200Db\u200Cc' },
  { label: 'byte-order mark', value: '\uFEFFBOM first' },
  { label: 'combining marks', value: 'Z\u0351\u0362a\u0336l\u0353g\u035Co' },
  { label: 'Yoruba tones', value: 'Ṣàngó Ọ̀ṣun Ẹ̀kọ́' },
  { label: 'Arabic', value: 'مرحبا بالعالم' },
  { label: 'CJK', value: '你好，世界' },
  // Emoji.
  { label: 'emoji', value: 'Fuel ⛽🚚 emoji' },
  { label: 'ZWJ family emoji', value: 'Family 👨‍👩‍👧‍👦' },
  { label: 'flag and skin tone', value: '🇳🇬 👍🏾' },
  // Database and quoting.
  { label: 'SQL quote', value: "O'Brien'; DROP TABLE customers;--" },
  { label: 'SQL tautology', value: "' OR '1'='1" },
  { label: 'double quotes', value: '"quoted" ""twice""' },
  { label: 'backslashes', value: 'C:\\Users\\admin\\n\\t' },
  { label: 'JSON fragment', value: '{"__proto__":{"polluted":true}}' },
  { label: 'percent format', value: '%s %d %n %x' },
  { label: 'path traversal', value: '../../etc/passwd' },
  // Empty-looking values.
  { label: 'word null', value: 'null' },
  { label: 'word undefined', value: 'undefined' },
  { label: 'word NaN', value: 'NaN' },
  { label: 'word true', value: 'true' },
  { label: 'zero', value: '0' },
  // Whitespace.
  { label: 'leading and trailing spaces', value: '   padded name   ' },
  { label: 'newlines', value: 'Line one\nline two\r\nline three' },
  { label: 'non-breaking spaces', value: 'non\u00A0breaking\u00A0space' },
  // Length.
  { label: '10,000 characters', value: `${'Long name '.repeat(999)}end of it`.slice(0, 10_000) },
];

/** A string by its label (throws on a typo, so a renamed label fails loudly). */
export function hostile(label: string): string {
  const found = HOSTILE_STRINGS.find((item) => item.label === label);
  if (!found) throw new Error(`No hostile string labelled “${label}”`);
  return found.value;
}

/**
 * A handful that fits a one-line name field (up to 100 characters, no newlines): markup that
 * would run, a handler attribute, template syntax, a CSV formula, bidi override, emoji, a quote.
 */
export const HOSTILE_NAMES = [
  hostile('img onerror'),
  hostile('script tag'),
  hostile('svg onload'),
  hostile('Angular/Vue template'),
  hostile('CSV formula ='),
  hostile('RTL override'),
  hostile('ZWJ family emoji'),
  hostile('SQL quote'),
] as const;
