import { clsx, type ClassValue } from 'clsx';

/*
 * cn(): clsx, then Tailwind conflict resolution without tailwind-merge.
 *
 * tailwind-merge costs 8.3 KB gzip on every page, too much for the per-page bundle budget
 * (issue 4), so cn() uses this small resolver instead. It knows the Tailwind v4 utilities this
 * codebase uses. Each class gets a utility group, written as a path: `p`, `p.x` (px), `p.x.l` (pl).
 * A later class removes an earlier one whose group is its own or lies under it (`p-4` removes
 * `px-2` and `pt-1`, `size-8` removes `w-*`), if both have the same variant prefix (`hover:`,
 * `md:`, `[&_svg]:`… compared as written) and the same `!` important flag.
 * Unknown classes are always kept; repeated classes and extra whitespace are dropped.
 * utils.test.ts checks cn() against tailwind-merge (now a dev dependency only) on every class
 * list of the app, and lists the deliberate differences.
 */

/** Whole-class keywords: the number of the capture group that matches is the utility group. */
const KEYWORDS =
  /^(?:((inline-)?(block|flex|grid|table)|table-(?!auto$|fixed$)[\w-]+|flow-root|contents|list-item|hidden|inline)|(static|fixed|absolute|relative|sticky)|((not-)?sr-only)|(underline|overline|line-through|no-underline)|(uppercase|lowercase|capitalize|normal-case)|(truncate|text-(ellipsis|clip))|text-(left|center|right|justify|start|end)|text-(wrap|nowrap|balance|pretty)|flex-((row|col)(-reverse)?)|flex-((no)?wrap(-reverse)?)|object-(contain|cover|fill|none|scale-down)|border-(collapse|separate))$/;

/** Utilities with a value (`prefix-value`): the prefix (longer ones first), then the value. */
const PREFIX =
  /^(inset-(shadow|ring)|text-shadow|(ring|outline|underline)-offset|bg-(clip|origin|blend)|font-(stretch|features)|border-spacing(-[xy])?|break-(after|before|inside)|[pm][xytrblse]?|((min|max)-)?[wh]|(inset|gap|overflow)(-[xy])?|space-[xy](?=-(?!reverse$))|(translate|scale|rotate)(-[xyz])?|rounded(-([setrbl]|[tb][lr]|[se][se]))?|border(-[xysetrbl])?|(col|row)(-span|-start|-end)?|grid-(cols|rows)|auto-(rows|cols)|justify(-self|-items)?|pointer-events|(backdrop-)?blur|top|bottom|left|right|start|end|size|z|order|opacity|cursor|select|whitespace|duration|ease|delay|animate|aspect|leading|tracking|basis|grow|shrink|flex|align|resize|accent|items|self|object|fill|stroke|caption|transition|text|bg|font|shadow|ring|outline|break)(-(.+))?$/;

/** Utilities that also exist without a value (`border`, `rounded-t`, `shadow`…). */
const BARE =
  /^(border(-.)?|rounded(-..?)?|(inset-|text-)?shadow|(inset-)?ring|outline|transition|grow|shrink|resize|(backdrop-)?blur)$/;

/** The number of the first capture group of `re` that matches `s` (0: none). */
const which = (re: RegExp, s: string) => re.exec(s)?.findIndex((x, i) => i && x) ?? 0;

/** An arbitrary value (`[13px]`, `(length:--x)`) that is a length rather than a colour. */
const isLength = (v: string) =>
  /^[[(]/.test(v) &&
  /^(length|size):|\d(px|r?em|%|[sdl]?v[hw]|ch)|(calc|min|max|clamp)\(|^0$/.test((v = v.slice(1, -1))) &&
  !/^(rgb|hsl|hwb|(ok)?l(ab|ch)|color-mix)/.test(v);

/** The group of a utility (given without variants, `!` or leading `-`), if it is a known one. */
function group(u: string): string | undefined {
  const k = which(KEYWORDS, u);
  if (k) return `k${k}`;
  // Arbitrary properties: `[overflow-wrap:anywhere]` is in group `[overflow-wrap`.
  if (/^\[[\w-]+:/.test(u)) return u.slice(0, u.indexOf(':'));
  const m = PREFIX.exec(u);
  const v = m?.at(-1) ?? '';
  if (!m || (!v && !BARE.test(u))) return undefined;
  const p = m[1]!.replace('-span', '');
  // The value without an opacity or line-height modifier (`red-500/50`, `lg/7`).
  const b = v.replace(/\/(\[[^\]]*\]|\([^)]*\)|[^/[\]()]*)$/, '');
  if (p == 'text') return /^(xs|sm|base|lg|\d?xl)$/.test(b) || isLength(b) ? 'fs' : p;
  if (p == 'font')
    return /^((semi|extra)?bold|(extra)?light|thin|normal|medium|black|\d|[[(](?!family-name:))/.test(b) ? 'fw' : p;
  if (p == 'bg')
    return `bg${which(/^(?:(none$|[[(]?(image|url|repeating|linear|radial|conic))|((auto|cover|contain)$|[[(](length|(bg-)?size):)|(top|bottom|left|right|center|[[(]position:)|((no-)?repeat)|((fixed|local|scroll)$))/, b)}`;
  if (/^(border(-.)?|shadow|inset-shadow|text-shadow|ring|inset-ring|ring-offset|outline|stroke)$/.test(p)) {
    // Line styles, then widths and sizes (`border-2`, `shadow-sm`), else colours (`border-input`).
    if (/^(solid|dashed|dotted|double|hidden|inset)$/.test(b) || (b == 'none' && /^[bo]/.test(p))) return p + '=';
    if (!(!b || /^([\d.]+|px|\d?x[sl]|sm|md|lg|none|\[[\d.]+\])$/.test(b) || isLength(v)))
      return /^border/.test(p) ? 'border-c' + p.slice(6) : p + '-c';
  }
  return p;
}

/** Where a group sits under the groups that cover it: `pt` → `p.y.t`; corners have two parents. */
function path(g: string): string {
  const m = /^(?:(p|m|inset|gap|overflow|translate|border-spacing|border(?:-c)?)-?([xytrblse])|rounded-(.)(.?))$/.exec(
    g.replace(/^(top|bottom|left|right|start|end)$/, (s) => 'inset-' + s.charAt(0)),
  );
  const [, family, side = '', a = '', b] = m ?? [];
  if (family) return `${family}.${'xy'.includes(side) ? '' : 'tb'.includes(side) ? 'y.' : 'x.'}${side}`;
  if (m) return b ? `rounded.${b}.${g} rounded.${'tb'.includes(a) ? a : b}.${g}` : `rounded.${a}`;
  return g.replace(/^([wh]|basis|grow|shrink|leading)$/, (s) => (s == 'leading' ? 'fs.' : s[1] ? 'flex.' : 'size.') + s);
}

/** Caches: class → its keys, class string → merged result. */
const keys = new Map<string, string[]>();
const merged = new Map<string, string>();

/** Looks `key` up in `cache`, or makes and stores its value (the cache is emptied when it grows big). */
function memo<T>(cache: Map<string, T>, key: string, make: (key: string) => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size > 5000) cache.clear();
    cache.set(key, (value = make(key)));
  }
  return value;
}

/** The keys that, once set by a later class, remove class `c`; the first is its own group's key. */
function keysOf(c: string): string[] {
  // The variants: everything up to the last `:` outside brackets (`[&_svg:not(.x)]:size-4`).
  const variants = /^(([^:[(]|\[[^\]]*\]|\([^)]*\))*:)*/.exec(c)![0];
  const u = c.slice(variants.length);
  const g = group(u.replace(/^!|!$/g, '').replace(/^-/, ''));
  // Keys contain a space, so they never collide with class names.
  const key = variants + (/^!|!$/.test(u) ? '! ' : ' ');
  const paths = g ? path(g).split(' ') : [];
  return paths.flatMap((p) => p.split('.').map((_, n, a) => key + a.slice(0, n + 1).join('.'))).reverse();
}

/** Keeps each class unless a later one (they are read from the end) set one of its keys. */
function merge(classes: string): string {
  const seen = new Set<string>();
  const out: string[] = [];
  const list = classes.split(/\s+/);
  for (let i = list.length; i--;) {
    const c = list[i]!;
    if (!c || seen.has(c)) continue;
    seen.add(c);
    const k = memo(keys, c, keysOf);
    if (k.some((x) => seen.has(x))) continue;
    if (k[0]) seen.add(k[0]);
    out.push(c);
  }
  return out.reverse().join(' ');
}

/** Joins class names (clsx), then lets later Tailwind classes override conflicting earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return memo(merged, clsx(inputs), merge);
}
