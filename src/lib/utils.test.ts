import { extendTailwindMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './utils';

/** The `--animate-*` entries of the theme in src/styles.css (vitest does not load CSS text). */
const THEME_ANIMATIONS = ['fade-in', 'pop-in'];

/**
 * The reference: tailwind-merge (a dev dependency, only for this test), told about the theme's
 * own animations, as it cannot read the CSS theme itself.
 */
const twMerge = extendTailwindMerge({ extend: { theme: { animate: THEME_ANIMATIONS } } });
const reference = (...inputs: string[]) => twMerge(inputs.join(' '));

/** The distinct classes of a class string, sorted: results are compared as sets. */
const tokens = (classes: string) => [...new Set(classes.split(/\s+/).filter(Boolean))].sort();

describe('cn', () => {
  it('joins clsx inputs and normalises whitespace and repeats', () => {
    expect(cn('  a   b\n', undefined, null, false, ['c', { d: true, e: false }], 'a')).toBe('b c d a');
    expect(cn()).toBe('');
    expect(cn('', '   ')).toBe('');
  });

  it.each([
    // Size and spacing: the caller wins, axis and side groups included.
    ['h-9 px-4', 'h-12 px-0', 'h-12 px-0'],
    ['px-2 pt-1 pl-3 py-1', 'p-4', 'p-4'],
    ['p-4 pl-1 pr-2 pt-3', 'px-2', 'p-4 pt-3 px-2'],
    ['pl-1 pr-2 pt-3 pb-4', 'py-0', 'pl-1 pr-2 py-0'],
    ['mx-auto my-1 mt-2', 'm-0', 'm-0'],
    ['m-4 ml-2', 'mx-1', 'm-4 mx-1'],
    ['-mt-2 mb-1', 'mt-4', 'mb-1 mt-4'],
    ['mt-4', '-mt-2', '-mt-2'],
    ['top-0 left-1/2 inset-x-2', 'inset-0', 'inset-0'],
    ['left-2 right-3 top-1', 'inset-x-0', 'top-1 inset-x-0'],
    ['start-0 top-1', 'inset-y-0', 'start-0 inset-y-0'],
    ['gap-x-2 gap-y-3', 'gap-4', 'gap-4'],
    ['gap-4', 'gap-x-2', 'gap-4 gap-x-2'],
    ['w-full h-10', 'size-8', 'size-8'],
    ['size-8', 'w-4', 'size-8 w-4'],
    [
      'w-[200px] min-w-0 max-w-sm',
      'w-(--radix-popover-trigger-width) min-w-48 max-w-full',
      'w-(--radix-popover-trigger-width) min-w-48 max-w-full',
    ],
    ['min-h-20 max-h-64', 'min-h-dvh max-h-[calc(100dvh-2rem)]', 'min-h-dvh max-h-[calc(100dvh-2rem)]'],
    // text-*: size, alignment and colour are separate; a size also resets the line height.
    ['text-sm text-muted-foreground text-center', 'text-lg', 'text-muted-foreground text-center text-lg'],
    ['text-sm text-muted-foreground text-center', 'text-primary', 'text-sm text-center text-primary'],
    ['text-sm text-center', 'text-left', 'text-sm text-left'],
    ['text-xs', 'text-2xl', 'text-2xl'],
    ['text-9xl', 'text-base', 'text-base'],
    ['text-sm', 'text-[13px]', 'text-[13px]'],
    ['text-sm', 'text-[length:var(--size)]', 'text-[length:var(--size)]'],
    ['text-primary', 'text-[#fff]', 'text-[#fff]'],
    ['text-primary', 'text-red-500/50', 'text-red-500/50'],
    ['text-[13px] text-foreground', 'text-[var(--x)]', 'text-[13px] text-[var(--x)]'],
    ['text-lg leading-tight', 'text-sm', 'text-sm'],
    ['text-lg leading-tight', 'leading-none', 'text-lg leading-none'],
    ['text-lg/7', 'text-sm', 'text-sm'],
    // Backgrounds.
    ['bg-primary', 'bg-[var(--x)]', 'bg-[var(--x)]'],
    ['bg-[color-mix(in_oklab,var(--color-primary),black_12%)]', 'bg-muted/50', 'bg-muted/50'],
    ['bg-primary bg-linear-to-r', 'bg-none', 'bg-primary bg-none'],
    ['bg-cover bg-center bg-no-repeat bg-muted', 'bg-contain bg-top bg-repeat', 'bg-muted bg-contain bg-top bg-repeat'],
    ['bg-[url(/a.png)] bg-muted', 'bg-transparent', 'bg-[url(/a.png)] bg-transparent'],
    // Borders, radius, shadow, ring, outline.
    ['border border-input', 'border-2', 'border-input border-2'],
    ['border-2 border-input', 'border-destructive', 'border-2 border-destructive'],
    ['border border-dashed', 'border-solid', 'border border-solid'],
    ['border-x border-t-2', 'border', 'border'],
    ['border-l-2 border-r-4 border-t', 'border-x-0', 'border-t border-x-0'],
    ['border-b last:border-b-0', 'border-b-2', 'last:border-b-0 border-b-2'],
    ['border-t-red-500 border-input', 'border-transparent', 'border-transparent'],
    ['border-[3px]', 'border-[#ccc]', 'border-[3px] border-[#ccc]'],
    ['rounded-t-md rounded-bl-lg', 'rounded-md', 'rounded-md'],
    ['rounded-md', 'rounded-t-none', 'rounded-md rounded-t-none'],
    ['rounded-tl-sm rounded-tr-sm rounded-br-sm', 'rounded-t-lg', 'rounded-br-sm rounded-t-lg'],
    ['rounded', 'rounded-full', 'rounded-full'],
    ['shadow-sm', 'shadow-none', 'shadow-none'],
    ['shadow shadow-black/10', 'shadow-lg', 'shadow-black/10 shadow-lg'],
    ['shadow-md', 'shadow-[0_1px_2px_rgba(0,0,0,0.1)]', 'shadow-[0_1px_2px_rgba(0,0,0,0.1)]'],
    ['ring-2 ring-ring', 'ring-0', 'ring-ring ring-0'],
    ['ring ring-ring', 'ring-primary/50', 'ring ring-primary/50'],
    ['ring-offset-2 ring-offset-background', 'ring-offset-0', 'ring-offset-background ring-offset-0'],
    ['outline-2 outline-ring outline-offset-2', 'outline-none', 'outline-2 outline-ring outline-offset-2 outline-none'],
    ['outline-2 outline-ring', 'outline-destructive', 'outline-2 outline-destructive'],
    ['outline-offset-2', 'outline-offset-[-2px]', 'outline-offset-[-2px]'],
    // Typography.
    ['font-semibold font-mono', 'font-normal', 'font-mono font-normal'],
    ['font-semibold font-mono', 'font-sans', 'font-semibold font-sans'],
    ['leading-tight tracking-tight', 'leading-none tracking-wide', 'leading-none tracking-wide'],
    ['underline underline-offset-4', 'no-underline', 'underline-offset-4 no-underline'],
    ['uppercase', 'capitalize', 'capitalize'],
    ['whitespace-nowrap', 'whitespace-pre-wrap', 'whitespace-pre-wrap'],
    ['truncate', 'text-clip', 'text-clip'],
    ['break-all', 'break-words', 'break-words'],
    // Layout.
    ['inline-flex', 'hidden', 'hidden'],
    ['flex', 'grid', 'grid'],
    ['block', 'inline-block', 'inline-block'],
    ['contents', 'table', 'table'],
    ['relative', 'absolute', 'absolute'],
    ['sticky top-0', 'static', 'top-0 static'],
    ['flex flex-col flex-wrap', 'flex-row', 'flex flex-wrap flex-row'],
    ['flex-col', 'flex-1', 'flex-col flex-1'],
    ['grow shrink-0 basis-1/2', 'flex-1', 'flex-1'],
    ['flex-1', 'flex-none', 'flex-none'],
    ['flex-wrap', 'flex-nowrap', 'flex-nowrap'],
    ['items-center justify-center self-start', 'items-start justify-between self-end', 'items-start justify-between self-end'],
    [
      'justify-center justify-self-end justify-items-start',
      'justify-start',
      'justify-self-end justify-items-start justify-start',
    ],
    ['overflow-x-auto overflow-y-hidden', 'overflow-hidden', 'overflow-hidden'],
    ['overflow-hidden', 'overflow-y-auto', 'overflow-hidden overflow-y-auto'],
    ['cursor-pointer', 'cursor-not-allowed', 'cursor-not-allowed'],
    ['z-10', 'z-[100]', 'z-[100]'],
    ['pointer-events-none', 'pointer-events-auto', 'pointer-events-auto'],
    ['select-none', 'select-text', 'select-text'],
    ['sr-only', 'not-sr-only', 'not-sr-only'],
    [
      'grid-cols-2 col-span-2 order-1',
      'grid-cols-[1fr_auto] col-span-full order-2',
      'grid-cols-[1fr_auto] col-span-full order-2',
    ],
    ['col-start-2 row-span-2', 'col-span-1', 'col-start-2 row-span-2 col-span-1'],
    ['aspect-square object-cover object-center', 'aspect-video object-contain', 'object-center aspect-video object-contain'],
    ['opacity-50', 'opacity-100', 'opacity-100'],
    ['fill-current stroke-2 stroke-current', 'fill-none stroke-[1.5] stroke-primary', 'fill-none stroke-[1.5] stroke-primary'],
    // Motion and transforms.
    ['transition-colors duration-150', 'transition-opacity duration-300', 'transition-opacity duration-300'],
    ['transition', 'transition-none', 'transition-none'],
    ['-translate-x-1/2 translate-y-2', 'translate-x-0', 'translate-y-2 translate-x-0'],
    ['scale-95 rotate-45', 'scale-100 -rotate-90', 'scale-100 -rotate-90'],
    ['animate-spin', 'animate-pulse', 'animate-pulse'],
    // Variants and the important modifier.
    ['hover:bg-accent bg-primary', 'hover:bg-muted', 'bg-primary hover:bg-muted'],
    ['md:px-4 px-2', 'px-0', 'md:px-4 px-0'],
    ['dark:text-white text-black', 'dark:text-foreground', 'text-black dark:text-foreground'],
    [
      'data-[state=open]:bg-accent',
      'data-[state=open]:bg-muted data-[state=closed]:bg-card',
      'data-[state=open]:bg-muted data-[state=closed]:bg-card',
    ],
    ['aria-invalid:border-destructive', 'aria-invalid:border-2', 'aria-invalid:border-destructive aria-invalid:border-2'],
    ['group-hover:opacity-100', 'group-hover:opacity-50', 'group-hover:opacity-50'],
    [
      "[&_svg]:size-4 [&_svg:not([class*='size-'])]:size-4",
      '[&_svg]:size-6',
      "[&_svg:not([class*='size-'])]:size-4 [&_svg]:size-6",
    ],
    [
      'focus-visible:outline-2 focus-visible:outline-ring',
      'focus-visible:outline-destructive',
      'focus-visible:outline-2 focus-visible:outline-destructive',
    ],
    ['!p-2 p-3', 'p-4', '!p-2 p-4'],
    ['p-2! p-3', '!p-4', 'p-3 !p-4'],
    ['hover:!bg-muted', 'hover:bg-card', 'hover:!bg-muted hover:bg-card'],
    // Arbitrary properties, unknown classes.
    ['[overflow-wrap:anywhere] max-w-xs', '[overflow-wrap:normal]', 'max-w-xs [overflow-wrap:normal]'],
    ['group peer toaster my-custom-class', 'p-0', 'group peer toaster my-custom-class p-0'],
    ['data-table-row', 'table-row', 'data-table-row table-row'],
  ])('cn(%j, %j) → %j', (base, override, expected) => {
    expect(cn(base, override)).toBe(expected);
    expect(tokens(cn(base, override))).toEqual(tokens(reference(base, override)));
  });
});

// ---------------------------------------------------------------------------------------------
// Agreement with tailwind-merge on the class lists the app really uses.

const sources = import.meta.glob<string>(['/src/**/*.tsx', '!/src/**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const CLASS_LIST = /^\s*[\w!\-[][\w\-:[\]/.!&=()'#%*,>@~+]*(\s+[\w!\-[][\w\-:[\]/.!&=()'#%*,>@~+]*)*\s*$/;

/** The string literals (quotes, or backticks without `${`) between `(` at `start` and its `)`. */
function literalsOfCall(src: string, start: number): string[] {
  const found: string[] = [];
  let depth = 0;
  for (let i = start; i < src.length; i++) {
    const ch = src[i]!;
    if (src.startsWith('//', i)) i = src.indexOf('\n', i);
    else if (src.startsWith('/*', i)) i = src.indexOf('*/', i) + 1;
    else if (ch == "'" || ch == '"' || ch == '`') {
      let end = i + 1;
      while (src[end] != ch) end += src[end] == '\\' ? 2 : 1;
      const text = src.slice(i + 1, end);
      if (!text.includes('${')) found.push(text);
      i = end;
    } else if (ch == '(') depth++;
    else if (ch == ')' && --depth == 0) break;
    if (i < 0) break;
  }
  return found;
}

/**
 * The class lists of the app: `bases` are the literals passed to cn()/cva() and the `…Classes`
 * constants (what components start from); `overrides` adds every JSX `className="…"` literal
 * (what callers pass in).
 */
function collectClassLists() {
  const bases = new Set<string>();
  const overrides = new Set<string>();
  for (const src of Object.values(sources)) {
    for (const m of src.matchAll(/\b(?:cn|cva)\(/g)) {
      for (const literal of literalsOfCall(src, m.index + m[0].length - 1)) bases.add(literal);
    }
    for (const m of src.matchAll(/Classes\s*=\s*'([^']*)'/g)) bases.add(m[1]!);
    for (const m of src.matchAll(/\bclassName="([^"]*)"/g)) overrides.add(m[1]!);
  }
  const clean = (lists: Iterable<string>) =>
    [...new Set([...lists].map((l) => l.trim().replace(/\s+/g, ' ')))].filter((l) => l && CLASS_LIST.test(l));
  return { bases: clean(bases), overrides: clean([...bases, ...overrides]) };
}

/** A sample of every group cn() knows (negatives and arbitrary values included), and a few it does not. */
const EXTRA_TOKENS = `
  p-0 p-4 px-2 py-1 ps-2 pe-2 pt-1 pr-2 pb-3 pl-8 m-0 m-auto mx-auto my-2 ms-1 me-1 mt-2 -mt-2 mr-1 mb-4 ml-auto -mx-1
  inset-0 inset-x-0 inset-y-2 -inset-1 start-0 end-0 top-0 right-1 bottom-2 left-1/2 gap-2 gap-x-3 gap-y-1
  w-4 w-full w-[200px] w-1/2 h-4 h-full h-px size-4 size-[18px] min-w-0 max-w-md min-h-0 max-h-96 min-w-[8rem]
  space-x-2 space-y-4 space-x-reverse
  text-xs text-sm text-base text-lg text-xl text-2xl text-4xl text-9xl text-[13px] text-[length:var(--s)]
  text-[calc(1rem+1px)] text-sm/6 text-lg/[1.3] text-left text-center text-right text-justify text-start text-end
  text-primary text-muted-foreground text-red-500/50 text-[#fff] text-(--fg) text-[var(--fg)] text-current text-transparent
  text-wrap text-balance text-nowrap text-ellipsis truncate text-shadow-sm text-shadow-black/20
  bg-primary bg-muted/50 bg-[var(--x)] bg-(--x) bg-[#fafafa] bg-none bg-linear-to-r bg-gradient-to-b bg-cover bg-contain
  bg-[url(/hero.png)] bg-[length:200px_100px] bg-[position:top_4px] bg-center bg-left-top bg-no-repeat bg-repeat-x bg-fixed
  bg-clip-text bg-origin-border bg-blend-multiply
  border border-0 border-2 border-[3px] border-x border-y-2 border-t border-r-0 border-b-2 border-l-4 border-s border-e-2
  border-input border-destructive/40 border-[#ccc] border-t-transparent border-x-primary border-l-red-500
  border-solid border-dashed border-none border-collapse border-separate border-spacing-2
  rounded rounded-md rounded-lg rounded-full rounded-none rounded-t-md rounded-b-none rounded-l-lg rounded-r rounded-s-md
  rounded-e-lg rounded-tl-sm rounded-tr-none rounded-br-lg rounded-bl-md rounded-ss-md rounded-ee-sm rounded-[6px]
  shadow shadow-xs shadow-2xl shadow-none shadow-black/10 shadow-[0_0_0_1px_red] inset-shadow-sm inset-shadow-black
  ring ring-0 ring-1 ring-2 ring-[3px] ring-ring ring-primary/50 ring-inset inset-ring inset-ring-2 inset-ring-red-500
  ring-offset-2 ring-offset-background
  outline outline-0 outline-2 outline-ring outline-destructive outline-none outline-hidden outline-dashed outline-offset-2
  outline-offset-[-2px] opacity-0 opacity-50 opacity-[.35]
  font-sans font-mono font-[Inter] font-thin font-normal font-medium font-bold font-black font-[650] font-stretch-condensed
  leading-none leading-6 leading-[1.1] tracking-tight tracking-widest tracking-[0.2em]
  underline overline line-through no-underline underline-offset-4 uppercase lowercase capitalize normal-case italic not-italic
  tabular-nums proportional-nums
  block inline-block inline flex inline-flex grid inline-grid hidden contents table table-row table-cell flow-root list-item
  static fixed absolute relative sticky visible invisible isolate sr-only not-sr-only box-border box-content
  flex-row flex-col flex-row-reverse flex-col-reverse flex-wrap flex-nowrap flex-wrap-reverse flex-1 flex-auto flex-none
  flex-[2_2_0%] grow grow-0 shrink shrink-0 basis-0 basis-1/3
  items-start items-center items-stretch justify-start justify-between justify-items-center justify-self-end
  self-start self-center content-center place-items-center align-middle align-top
  overflow-auto overflow-hidden overflow-visible overflow-x-auto overflow-y-hidden overscroll-contain
  cursor-pointer cursor-default cursor-[grab] z-0 z-10 z-50 z-[100] -z-10 pointer-events-none pointer-events-auto
  select-none select-all whitespace-nowrap whitespace-normal whitespace-pre-wrap break-all break-words break-keep
  transition transition-all transition-colors transition-opacity transition-transform transition-none
  duration-150 duration-[250ms] ease-out ease-in-out delay-75 animate-spin animate-pulse animate-fade-in
  translate-x-0 translate-x-5 -translate-x-1/2 -translate-y-1/2 translate-y-2 translate-1/2 scale-95 scale-x-50 rotate-45
  -rotate-90 origin-top
  grid-cols-1 grid-cols-3 grid-cols-[10rem_1fr] grid-rows-2 col-span-2 col-span-full col-start-2 col-end-3 row-span-2
  row-start-1 auto-rows-min order-1 order-last -order-1 aspect-square aspect-video aspect-[4/3]
  object-cover object-contain object-center object-top fill-current fill-none fill-primary stroke-current stroke-1
  stroke-[1.5] stroke-primary resize resize-y resize-none caption-bottom caption-top table-auto table-fixed
  line-clamp-2 line-clamp-none accent-primary caret-primary backdrop-blur backdrop-blur-sm blur-sm
  [overflow-wrap:anywhere] [overflow-wrap:normal] [mask-type:alpha] group peer toaster
`;

const VARIANTS = ['hover:', 'md:', 'dark:', 'data-[state=open]:', 'aria-invalid:', 'group-hover:', '[&_svg]:', 'focus-visible:'];

/** Deliberate differences from tailwind-merge: pairs that match one of these are not compared. */
const KNOWN_DIFFERENCES: { why: string; test: (classes: string) => boolean }[] = [
  {
    why: 'tailwind-merge reads `!text-sm/6` (`!` prefix and a `/` modifier) as a text colour; cn() as a font size',
    test: (classes) => /(^|[\s:])!text-\S*\//.test(classes),
  },
  {
    why: 'utilities the app does not use and cn() does not know are kept as they are, never merged',
    test: (classes) =>
      /(^|[\s:!])(line-clamp-|visible|invisible|italic|not-italic|\w+-nums|box-|table-(auto|fixed))/.test(classes),
  },
];

function mismatches(pairs: Iterable<[string, string]>): string[] {
  const out: string[] = [];
  for (const [a, b] of pairs) {
    const merged = cn(a, b);
    const expected = reference(a, b);
    if (merged == expected) continue;
    const ours = tokens(merged);
    const theirs = tokens(expected);
    if (ours.join(' ') == theirs.join(' ') || KNOWN_DIFFERENCES.some((d) => d.test(`${a} ${b}`))) continue;
    const onlyOurs = ours.filter((t) => !theirs.includes(t));
    const onlyTheirs = theirs.filter((t) => !ours.includes(t));
    out.push(
      `cn(${JSON.stringify(a)}, ${JSON.stringify(b)}): kept only by cn [${onlyOurs.join(' ')}], only by tailwind-merge [${onlyTheirs.join(' ')}]`,
    );
  }
  return out;
}

function* allPairs(bases: string[], overrides = bases): Generator<[string, string]> {
  for (const a of bases) for (const b of overrides) yield [a, b];
}

describe('cn agrees with tailwind-merge', () => {
  const { bases, overrides } = collectClassLists();

  it('finds the class lists of the app', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(bases.length).toBeGreaterThan(50);
    expect(overrides.length).toBeGreaterThan(200);
    expect(bases).toContain('h-11 px-3 text-sm sm:h-8');
    expect(bases).toContain('size-11 p-0 sm:size-10');
    expect(bases).toContain("[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4");
    expect(overrides).toContain('size-4');
  });

  it('for each class list on its own', () => {
    expect(mismatches(overrides.map((l): [string, string] => [l, '']))).toEqual([]);
  });

  it('for every base × override pair of class lists', { timeout: 60_000 }, () => {
    expect(mismatches(allPairs(bases, overrides))).toEqual([]);
  });

  it('for every pair of single classes (app classes and a sample of each group)', { timeout: 60_000 }, () => {
    const single = tokens([...overrides, EXTRA_TOKENS].join(' '));
    expect(mismatches(allPairs(single))).toEqual([]);
  });

  it('for single classes under variants and the important modifier', { timeout: 60_000 }, () => {
    // A quarter of the sample, under each mark: pairs under the same mark, and each class bare and marked.
    const sample = tokens(EXTRA_TOKENS).filter((_, i) => i % 4 == 0);
    for (const mark of [...VARIANTS, '!', 'hover:!', '(suffix !)']) {
      const marked = sample.map((t) => (mark == '(suffix !)' ? `${t}!` : mark + t));
      const crossed = sample.flatMap((t, i): [string, string][] => [
        [t, marked[i]!],
        [marked[i]!, t],
      ]);
      expect(mismatches([...allPairs(marked), ...crossed])).toEqual([]);
    }
  });

  it('lists the deliberate differences it skips', () => {
    expect(KNOWN_DIFFERENCES).toHaveLength(2);
    expect(cn('!text-lg', '!text-sm/6')).toBe('!text-sm/6');
    expect(reference('!text-lg', '!text-sm/6')).toBe('!text-lg !text-sm/6');
    expect(cn('line-clamp-2 hidden italic tabular-nums', 'line-clamp-3 not-italic proportional-nums')).toBe(
      'line-clamp-2 hidden italic tabular-nums line-clamp-3 not-italic proportional-nums',
    );
  });
});
