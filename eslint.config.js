// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers and import boundaries of docs/architecture.md (decision 13). Bottom to top, a layer
 * imports only the layers below it: src/lib (pure helpers; from src/api only the types of
 * @/api/types) < src/api < src/components < src/features < src/routes.
 */
const LAYERS = ['src/lib', 'src/api', 'src/components', 'src/features', 'src/routes'];
const layerZones = LAYERS.slice(0, -1).flatMap((layer, index) => {
  const above = LAYERS.slice(index + 1);
  const message = `${layer} may import only ${['packages', ...LAYERS.slice(0, index)].join(', ')} (layers: ${LAYERS.join(' < ')}; docs/architecture.md).`;
  if (layer !== 'src/lib') return [{ target: `./${layer}`, from: above.map((l) => `./${l}`), message }];
  // src/api is above src/lib, but lib may use the contract's types.
  const [api, ...rest] = above;
  return [
    { target: './src/lib', from: `./${api}`, except: ['./types.ts'], message: `${message} Types come from @/api/types.` },
    { target: './src/lib', from: rest.map((l) => `./${l}`), message },
  ];
});

const generatedOnlyInApi = {
  group: ['@/api/generated/*', '**/api/generated/*'],
  message: 'Only src/api imports the generated types: use the types re-exported from @/api.',
};
const featureInternals = {
  group: ['@/features/*/*', '!@/features/*/index', '!@/features/*/index.ts', '!@/features/*/lazy', '!@/features/*/lazy.ts'],
  message: 'Import another feature only through its index.ts (or lazy.ts, for parts loaded on demand).',
};

/**
 * Routes render a feature's page from the module that defines it (decision 0037: the router loads
 * a route's component chunk, page included, before it paints, so the page is in the first paint);
 * anything else of a feature still comes through its index.ts or lazy.ts.
 */
const routeImports = {
  regex: '^@/features/[\\w-]+/(?!(?:index|lazy)(?:\\.ts)?$)(?!(?:[\\w-]+/)*[\\w-]+-(?:page|list|layout|views|browser)$)',
  message: 'A route imports a feature through its index.ts (or lazy.ts), or the page it renders (a module named *-page, *-list, *-layout, *-views or *-browser).',
};

/** One kebab-case word chain: `my-file`, `role-matrix`, `0013`. */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * A segment of a TanStack file route: `__root`, `_app`, `$businessId` (a parameter keeps its
 * camelCase name), `-guard` and `-components` (not routes), `index`, `$` (splat), `(group)`,
 * pieces joined by dots (`posts.$postId`), a trailing `_` (not nested).
 */
const ROUTE_PIECE = /^(?:(?:__|_|-)?[a-z0-9]+(?:-[a-z0-9]+)*|\$(?:[a-z][a-zA-Z0-9]*)?|\([a-z0-9]+(?:-[a-z0-9]+)*\))_?$/;

/** Local rules of this config. */
const ledgerly = {
  rules: {
    'kebab-case-files': {
      meta: {
        type: 'suggestion',
        docs: { description: 'File and folder names are kebab-case (routes: TanStack tokens)' },
        schema: [],
        messages: { name: '"{{name}}" in {{file}} is not kebab-case (docs/architecture.md: file names).' },
      },
      create(context) {
        const file = path.relative(import.meta.dirname, context.physicalFilename).split(path.sep).join('/');
        if (file.startsWith('..') || path.isAbsolute(file)) return {};
        const segments = file.split('/');
        const name = segments.pop() ?? '';
        const inRoutes = file.startsWith('src/routes/');
        const fits = (piece) => (inRoutes ? ROUTE_PIECE : KEBAB).test(piece);
        // A file: its stem, then dotted lower-case qualifiers (.test, .spec, .contract, .config), then the extension.
        const stem = name.split('.').slice(0, -1);
        const bad = segments.filter((dir) => !dir.split('.').every(fits));
        if (stem.length === 0 || !stem.every(fits)) bad.push(name);
        return {
          Program(node) {
            for (const part of bad) context.report({ node, messageId: 'name', data: { name: part, file } });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'src/api/generated',
      'src/routeTree.gen.ts',
      '.reports',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked.map((c) => ({ ...c, files: ['**/*.{ts,tsx}'] })),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/only-throw-error': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['**/*.d.ts', '**/*.gen.ts'],
    plugins: { ledgerly },
    rules: { 'ledgerly/kebab-case-files': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      // no-cycle reads the modules it follows: TypeScript files, parsed by typescript-eslint.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(import.meta.dirname, 'tsconfig.app.json') })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'no-restricted-imports': ['error', { patterns: [generatedOnlyInApi, featureInternals] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [generatedOnlyInApi] }],
    },
  },
  {
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [generatedOnlyInApi, routeImports] }],
    },
  },
  {
    files: ['scripts/**/*.ts', 'tests/**/*.ts', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-floating-promises': 'off',
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
