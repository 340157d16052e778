import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberChoice, rememberedChoice } from './remember';

class MemoryStorage {
  map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

describe('remembered business and location', () => {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = { localStorage: new MemoryStorage() };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('remembers the choice per user', () => {
    rememberChoice(1, { businessId: 12, location: 21 });
    rememberChoice(2, { businessId: 15, location: undefined });
    expect(rememberedChoice(1)).toEqual({ businessId: 12, location: 21 });
    expect(rememberedChoice(2)).toEqual({ businessId: 15, location: undefined });
    expect(rememberedChoice(3)).toBeNull();
  });

  it('ignores anything malformed', () => {
    const storage = (globalThis as unknown as { window: { localStorage: MemoryStorage } }).window.localStorage;
    storage.setItem('ledgerly.context.1', '{"businessId":"12"}');
    expect(rememberedChoice(1)).toBeNull();
    storage.setItem('ledgerly.context.1', 'not json');
    expect(rememberedChoice(1)).toBeNull();
    storage.setItem('ledgerly.context.1', '{"businessId":12,"location":"x"}');
    expect(rememberedChoice(1)).toEqual({ businessId: 12, location: undefined });
  });
});
