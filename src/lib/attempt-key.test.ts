import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './attempt-key';

describe('attempt keys', () => {
  it('reuses the key for a retry of the same body, and makes a new one for a changed body or after success', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-${++n}`);
    expect(keys.keyFor({ change: 12 })).toBe('key-1');
    expect(keys.keyFor({ change: 12 })).toBe('key-1');
    expect(keys.keyFor({ change: 13 })).toBe('key-2');
    keys.reset();
    expect(keys.keyFor({ change: 13 })).toBe('key-3');
  });

  it('makes UUIDs by default', () => {
    expect(createAttemptKeys().keyFor({})).toMatch(/^[0-9a-f-]{36}$/);
  });
});
