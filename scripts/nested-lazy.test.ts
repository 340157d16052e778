/**
 * A `lazy()` whose module resolves to another area's `lazy.ts` export must not hand React that
 * export as its default when the export is itself a `lazy()`: React cannot render a lazy that
 * resolves to a lazy (error 306, 'Element type is invalid'), and the dialog never opens (it
 * happened to Record payment on invoices and Sell on inventory). Render it from a component instead.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('lazy imports of lazy.ts exports', () => {
  it('never use a lazy() export of a lazy.ts as a lazy() default', () => {
    const offenders: string[] = [];
    const pattern = /import\('@\/features\/([\w-]+)\/lazy'\)\.then\(\(\w+\) => \(\{ default: \w+\.(\w+) \}\)\)/g;
    for (const file of files(path.join(root, 'src'))) {
      const source = readFileSync(file, 'utf8');
      for (const [, area, name] of source.matchAll(pattern)) {
        const lazyFile = path.join(root, 'src/features', area!, 'lazy.ts');
        const lazySource = readFileSync(lazyFile, 'utf8');
        if (new RegExp(`export const ${name} = lazy`).test(lazySource)) offenders.push(`${path.relative(root, file)}: ${name}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
