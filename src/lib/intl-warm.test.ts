import { afterEach, describe, expect, it } from 'vitest';

const { NumberFormat, DateTimeFormat } = Intl;
afterEach(() => {
  Intl.NumberFormat = NumberFormat;
  Intl.DateTimeFormat = DateTimeFormat;
});

describe('warmIntl', () => {
  it('makes the money, date and period formatters once, so a page formatting its data makes none', async () => {
    const made = { number: 0, date: 0 };
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        made.number += 1;
      }
    } as typeof NumberFormat;
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        made.date += 1;
      }
    } as typeof DateTimeFormat;
    const { warmIntl } = await import('./intl-warm');
    const { formatMoney } = await import('./money');
    const { formatDate } = await import('./dates');
    const { periodLabel } = await import('./month');
    warmIntl();
    expect(made).toEqual({ number: 2, date: 2 }); // naira and dollars; dates and periods
    expect(formatMoney('1234.5', 'NGN')).toBe('₦1,234.50');
    expect(formatMoney('-3', 'USD')).toBe('-$3.00');
    expect(formatDate('2026-02-14')).toBe('14 Feb 2026');
    expect(periodLabel('2026-11')).toBe('Nov 2026');
    expect(made).toEqual({ number: 2, date: 2 }); // nothing more to make
  });
});
