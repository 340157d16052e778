import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

const origin = 'https://app.example.com';

describe('safeRedirect (no open redirect, D1)', () => {
  it.each([
    ['/b/12/customers', '/b/12/customers'],
    ['/b/12?location=21', '/b/12?location=21'],
    ['/vault#files', '/vault#files'],
    // Encoded CR/LF stay encoded: a path, not a header.
    ['/%0d%0aevil', '/%0d%0aevil'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirect(input, origin)).toBe(expected);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'javascript:alert(1)',
    'b/12',
    '/\u0000x',
    '/sign-in',
    '',
    42,
    undefined,
  ])('drops %s', (input) => {
    expect(safeRedirect(input, origin)).toBeUndefined();
  });
});
