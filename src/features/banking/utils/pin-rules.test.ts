import { describe, expect, it } from 'vitest';
import { codeProblem, confirmPinProblem, newPinProblem } from './pin-rules';

describe('newPinProblem', () => {
  it.each(['482913', '570482', '135790', '112233', '246810', '120000'])('accepts %s', (pin) => {
    expect(newPinProblem(pin)).toBeNull();
  });

  it.each(['123456', '234567', '456789', '890123', '901234', '654321', '987654', '210987', '098765'])(
    'refuses the run %s',
    (pin) => {
      expect(newPinProblem(pin)).toMatch(/run of digits/);
    },
  );

  it.each(['000000', '111111', '999999'])('refuses one digit repeated, %s', (pin) => {
    expect(newPinProblem(pin)).toMatch(/one digit repeated/);
  });

  it.each(['', '12345', '1234567', '12a456', ' 48291'])('asks for six digits, not %j', (pin) => {
    expect(newPinProblem(pin)).toBe('Enter all 6 digits.');
  });
});

describe('confirmPinProblem', () => {
  it('says when the PINs differ, and accepts the same PIN', () => {
    expect(confirmPinProblem('482913', '482914')).toBe('The PINs do not match.');
    expect(confirmPinProblem('482913', '4829')).toBe('Enter all 6 digits again.');
    expect(confirmPinProblem('482913', '482913')).toBeNull();
  });
});

describe('codeProblem', () => {
  it('wants exactly six digits', () => {
    expect(codeProblem('123456')).toBeNull();
    expect(codeProblem('12345', 'code we sent')).toBe('Enter all 6 digits of the code we sent.');
  });
});
