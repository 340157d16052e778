import { describe, expect, it } from 'vitest';
import { allowsSubscription } from './access';

describe('allowsSubscription (D8)', () => {
  it('is the personal account’s and the owner’s, not staff’s', () => {
    expect(allowsSubscription('personal', 7, [])).toBe(true);
    expect(allowsSubscription('business', 7, [{ owner: 7 }, { owner: 9 }])).toBe(true);
    expect(allowsSubscription('business', 7, [])).toBe(true);
    expect(allowsSubscription('business', 7, [{ owner: 9 }])).toBe(false);
  });
});
