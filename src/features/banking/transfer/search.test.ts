import { describe, expect, it } from 'vitest';
import { parseTransferSearch } from './search';

describe('parseTransferSearch', () => {
  it('keeps a well-formed account and drops anything else', () => {
    expect(parseTransferSearch({ from: 'personal:1001' })).toEqual({ from: 'personal:1001' });
    expect(parseTransferSearch({ from: 'bank:2002' })).toEqual({ from: 'bank:2002' });
    for (const from of ['personal:0', 'savings:1', 'personal:1:2', 'bank:', 42, '<script>']) {
      expect(parseTransferSearch({ from })).toEqual({});
    }
  });

  it('keeps a saved beneficiary id only beside a well-formed account', () => {
    expect(parseTransferSearch({ from: 'personal:1001', to: '802' })).toEqual({ from: 'personal:1001', to: '802' });
    expect(parseTransferSearch({ to: '802' })).toEqual({});
    expect(parseTransferSearch({ from: 'nope', to: '802' })).toEqual({});
    // The router reads `?to=802` as a number: taken as its text.
    expect(parseTransferSearch({ from: 'bank:2002', to: 802 })).toEqual({ from: 'bank:2002', to: '802' });
    for (const to of ['0', '-1', '8.5', '802<script>', 0, -1, 8.5, 12345678901, '12345678901', '', true]) {
      expect(parseTransferSearch({ from: 'bank:2002', to })).toEqual({ from: 'bank:2002' });
    }
  });

  it('overwrites a dropped value, since the router lays the result over the raw search', () => {
    const raw = { from: 'bank:2002', to: '802<script>' };
    expect({ ...raw, ...parseTransferSearch(raw) }).toStrictEqual({ from: 'bank:2002', to: undefined });
    const bad = { from: 'javascript:alert(1)', to: '802' };
    expect({ ...bad, ...parseTransferSearch(bad) }).toStrictEqual({ from: undefined, to: undefined });
  });
});
