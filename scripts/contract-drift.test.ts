import { describe, expect, it } from 'vitest';
import { typeCheckWithChangedContract } from './contract-drift';

describe('a contract change reaches the compiler', () => {
  it('fails tsc where a changed field is used (subscription package price: decimal string -> number)', async () => {
    const { errors } = await typeCheckWithChangedContract(
      'subscription',
      (doc) => {
        const schemas = (doc.components as { schemas: Record<string, { properties: Record<string, unknown> }> }).schemas;
        schemas.Package!.properties.price = { type: 'number', readOnly: true };
      },
      ['tsconfig.node.json'],
    );
    // The sandbox's package catalogue writes prices as decimal strings: it must no longer compile.
    expect(errors.some((e) => e.startsWith('scripts/sandbox/services/subscription/index.ts'))).toBe(true);
  }, 180_000);
});
