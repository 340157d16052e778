/**
 * The lint rules that hold the layers (docs/architecture.md, decision 13) fire where they should
 * and only there. Files are linted through ESLint's Node API with the project's own config; type
 * information is switched off (these rules need none, and it keeps the test fast).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
  overrideConfig: tseslint.configs.disableTypeChecked,
});

/** The rule ids reported for `code` as if it were the file `file` (relative to the repo). */
async function rulesFor(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

const LAYER_RULE = 'import-x/no-restricted-paths';
const KEBAB_RULE = 'ledgerly/kebab-case-files';

describe('eslint.config.js', { timeout: 60_000 }, () => {
  describe('import cycles (import-x/no-cycle through the @/ alias)', () => {
    // Two real files: the rule follows the imports on disk. A dot folder keeps them out of tsc and Vite.
    const dir = `src/lib/.eslint-cycle-${process.pid}`;
    const a = `import { b } from '@/lib/.eslint-cycle-${process.pid}/cycle-b';\nexport const a = (): number => b + 1;\n`;
    beforeAll(() => {
      mkdirSync(path.join(root, dir), { recursive: true });
      writeFileSync(path.join(root, dir, 'cycle-a.ts'), a);
      writeFileSync(path.join(root, dir, 'cycle-b.ts'), "import { a } from './cycle-a';\nexport const b = 1;\nexport const twice = (): number => a() * 2;\n");
    });
    afterAll(() => rmSync(path.join(root, dir), { recursive: true, force: true }));

    it('fails a module that imports one importing it back', async () => {
      expect(await rulesFor(`${dir}/cycle-a.ts`, a)).toContain('import-x/no-cycle');
    });

    it('passes the same import when nothing imports back', async () => {
      expect(await rulesFor(`${dir}/cycle-c.ts`, a.replace('const a', 'const c'))).not.toContain('import-x/no-cycle');
    });
  });

  describe('layers: lib < api < components < features < routes', () => {
    it.each([
      ['src/lib/upward.ts', "import { Button } from '@/components/ui/button';\nexport const b = Button;\n"],
      ['src/lib/upward.ts', "import { auth } from '@/api/clients';\nexport const c = auth;\n"],
      ['src/lib/upward.ts', "import { Button } from '../components/ui/button';\nexport const b = Button;\n"],
      ['src/api/upward.ts', "import { useAppForm } from '@/components/form';\nexport const f = useAppForm;\n"],
      ['src/components/upward.ts', "import { customersQuery } from '@/features/customers';\nexport const q = customersQuery;\n"],
      ['src/features/customers/upward.ts', "import { Route } from '@/routes/__root';\nexport const r = Route;\n"],
    ])('fails %s importing a higher layer (%#)', async (file, code) => {
      expect(await rulesFor(file, code)).toContain(LAYER_RULE);
    });

    it('lets src/lib use the contract types of @/api/types', async () => {
      const code = "import type { AuthSchemas } from '@/api/types';\nexport type User = AuthSchemas['User'];\n";
      expect(await rulesFor('src/lib/contract-types.ts', code)).toEqual([]);
    });

    it('lets a feature reach another only through its index', async () => {
      const internal = "import { CustomersPage } from '@/features/customers/components/customers-page';\nexport const p = CustomersPage;\n";
      const viaIndex = "import { customersQuery } from '@/features/customers';\nexport const q = customersQuery;\n";
      expect(await rulesFor('src/features/suppliers/reuse.ts', internal)).toContain('no-restricted-imports');
      expect(await rulesFor('src/features/suppliers/reuse.ts', viaIndex)).toEqual([]);
    });

    it('lets a route import the page it renders, and nothing else of a feature but its index', async () => {
      const page = "import { CustomersPage } from '@/features/customers/components/customers-page';\nexport const p = CustomersPage;\n";
      const nested = "import { VaultBrowser } from '@/features/vault/browser/vault-browser';\nexport const p = VaultBrowser;\n";
      const schema = "import { customerSchema } from '@/features/customers/schemas/customer-form';\nexport const s = customerSchema;\n";
      const viaIndex = "import { customersQuery } from '@/features/customers';\nexport const q = customersQuery;\n";
      expect(await rulesFor('src/routes/_app/b/$businessId/customers.tsx', page)).toEqual([]);
      expect(await rulesFor('src/routes/_app/vault.tsx', nested)).toEqual([]);
      expect(await rulesFor('src/routes/_app/b/$businessId/customers.tsx', viaIndex)).toEqual([]);
      expect(await rulesFor('src/routes/_app/b/$businessId/customers.tsx', schema)).toContain('no-restricted-imports');
    });
  });

  describe('kebab-case file and folder names', () => {
    it.each(['src/lib/myHelper.ts', 'src/lib/my_helper.ts', 'src/lib/someDir/helper.ts', 'scripts/BenchThing.ts', 'src/routes/_app/myPage.tsx'])(
      'fails %s',
      async (file) => {
        expect(await rulesFor(file, 'export const x = 1;\n')).toContain(KEBAB_RULE);
      },
    );

    it.each([
      'src/lib/my-helper.ts',
      'src/lib/my-helper.test.ts',
      'src/components/ui/my-part.test.tsx',
      'tests/e2e/sign-in.spec.ts',
      'tests/contract/auth.contract.test.ts',
      'src/types/globalThing.d.ts',
      'vite.config.ts',
      'src/routes/__root.tsx',
      'src/routes/_app.tsx',
      'src/routes/_app/b/$businessId.tsx',
      'src/routes/_app/b/$businessId/-guard.ts',
      'src/routes/-components/list-table.tsx',
    ])('passes %s', async (file) => {
      expect(await rulesFor(file, 'export const x = 1;\n')).not.toContain(KEBAB_RULE);
    });
  });

  it('passes a clean file that keeps every rule', async () => {
    const code = [
      "import { ApiError } from '@/api/errors';",
      "import { cn } from '@/lib/utils';",
      '',
      'export function errorClass(error: unknown): string {',
      "  return cn('text-sm', error instanceof ApiError && 'text-destructive');",
      '}',
      '',
    ].join('\n');
    expect(await rulesFor('src/components/error-class.ts', code)).toEqual([]);
  });
});
