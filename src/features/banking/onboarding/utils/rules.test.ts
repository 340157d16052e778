import { describe, expect, it } from 'vitest';
import { adult, bvn, cac, check, checkFile, date, ein, phone, positiveMoney, ssn, usState, usZip } from './rules';

describe('onboarding rules', () => {
  it('BVN is exactly 11 digits', () => {
    expect(bvn('22212345678')).toBeUndefined();
    expect(bvn('2221234567')).toBe('A BVN is 11 digits.');
    expect(bvn('222123456789')).toBe('A BVN is 11 digits.');
    expect(bvn('2221234567a')).toBe('A BVN is 11 digits.');
  });

  it('SSN and EIN take 9 digits with optional dashes', () => {
    expect(ssn('123-45-6789')).toBeUndefined();
    expect(ssn('123456789')).toBeUndefined();
    expect(ssn('12-345-6789')).toMatch(/SSN is 9 digits/);
    expect(ein('12-3456789')).toBeUndefined();
    expect(ein('123456789')).toBeUndefined();
    expect(ein('123-456789')).toMatch(/EIN is 9 digits/);
  });

  it('phone numbers are E.164 or Nigerian national form', () => {
    expect(phone('+2348031234567')).toBeUndefined();
    expect(phone('08031234567')).toBeUndefined();
    expect(phone('+17135550142')).toBeUndefined();
    expect(phone('8031234567')).toMatch(/country code/);
    expect(phone('06031234567')).toMatch(/country code/);
  });

  it('dates are real year-month-day dates', () => {
    expect(date('2024-02-29')).toBeUndefined();
    expect(date('2023-02-29')).toMatch(/real date/);
    expect(date('12/04/1990')).toMatch(/real date/);
  });

  it('the applicant is at least 18 on the day', () => {
    expect(adult('2026-11-24')('2008-11-24')).toBeUndefined();
    expect(adult('2026-11-24')('2008-11-25')).toBe('You must be at least 18 years old.');
  });

  it('US state, ZIP, CAC and money', () => {
    expect(usState('TX')).toBeUndefined();
    expect(usState('Texas')).toMatch(/two-letter/);
    expect(usZip('77002-1234')).toBeUndefined();
    expect(usZip('7700')).toMatch(/ZIP/);
    expect(cac('RC1234567')).toBeUndefined();
    expect(cac('BN 3456789')).toBeUndefined();
    expect(cac('XY1234')).toMatch(/CAC number/);
    expect(positiveMoney('1500000.50')).toBeUndefined();
    expect(positiveMoney('0.00')).toBe('Enter an amount above zero.');
    expect(positiveMoney('1.234')).toMatch(/amount like/);
  });

  it('check stops at the first failing rule and skips an empty optional value', () => {
    expect(check('', [bvn], true)).toBeUndefined();
    expect(check('', [bvn])).toBe('A BVN is 11 digits.');
  });

  it('files: JPEG or PNG pictures up to 5 MB, documents also PDF up to 10 MB', () => {
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(checkFile(png, 'image', 'a picture')).toBeUndefined();
    expect(checkFile(pdf, 'image', 'a picture')).toBe('Choose a JPEG or PNG picture.');
    expect(checkFile(pdf, 'document', 'a document')).toBeUndefined();
    expect(checkFile(big, 'image', 'a picture')).toBe('The file is larger than 5 MB.');
    expect(checkFile(undefined, 'image', 'a picture')).toBe('Choose a picture.');
  });
});
