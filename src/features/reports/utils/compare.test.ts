import { describe, expect, it } from 'vitest';
import { compareLines, percentChange } from './compare';

describe('the change in per cent', () => {
  it('is computed on minor units and rounded half away from zero to one decimal', () => {
    expect(percentChange('112.50', '100.00').text).toBe('+12.5%');
    expect(percentChange('90.00', '100.00')).toEqual({ text: '\u221210.0%', direction: 'down', spoken: 'down 10.0 per cent' });
    // 0.1 + 0.2 style floats would drift; in kobo this is exact: 1 kobo on 3 kobo = 33.333% -> 33.3%.
    expect(percentChange('0.04', '0.03').text).toBe('+33.3%');
    expect(percentChange('1000.01', '1000.00').text).toBe('0.0%'); // 0.001% is no change at one decimal
    expect(percentChange('100.05', '100.00').text).toBe('+0.1%'); // 0.05% rounds up
    expect(percentChange('99.95', '100.00').text).toBe('\u22120.1%'); // and away from zero below
  });

  it('handles amounts beyond a float’s exact range', () => {
    expect(percentChange('90071992547409.93', '90071992547409.92').text).toBe('0.0%');
    expect(percentChange('180143985094819.84', '90071992547409.92').text).toBe('+100.0%');
  });

  it('says New from zero, no change from zero to zero, and measures against a negative base by its size', () => {
    expect(percentChange('50.00', '0.00')).toMatchObject({ text: 'New', direction: 'up' });
    expect(percentChange('0.00', '0.00')).toMatchObject({ text: '0.0%', direction: 'same' });
    // a loss of 100 becoming a profit of 50: up by 150% of the loss
    expect(percentChange('50.00', '-100.00').text).toBe('+150.0%');
    expect(percentChange('-200.00', '-100.00').text).toBe('\u2212100.0%');
  });
});

describe('lines side by side', () => {
  it('matches lines by label, keeps this period’s order and adds the previous period’s others at zero', () => {
    const lines = compareLines(
      [
        { label: 'Rent', amount: '300.00' },
        { label: 'Fuel', amount: '50.00' },
      ],
      [
        { label: 'Fuel', amount: '100.00' },
        { label: 'Airtime', amount: '20.00' },
      ],
    );
    expect(lines.map((line) => [line.label, line.current, line.previous, line.difference, line.change.text])).toEqual([
      ['Rent', '300.00', '0.00', '300.00', 'New'],
      ['Fuel', '50.00', '100.00', '-50.00', '\u221250.0%'],
      ['Airtime', '0.00', '20.00', '-20.00', '\u2212100.0%'],
    ]);
  });
});
