import { describe, expect, it } from 'vitest';
import { ApiError, fieldErrorsOf, httpError, serverMessage, toApiError } from './errors';

describe('error normalisation (D3)', () => {
  it('uses the server detail, then message', () => {
    expect(serverMessage({ detail: 'Customer not found.' })).toBe('Customer not found.');
    expect(serverMessage({ message: 'Invalid PIN' })).toBe('Invalid PIN');
    expect(serverMessage({ non_field_errors: ['Passwords do not match'] })).toBe('Passwords do not match');
    expect(serverMessage({})).toBeUndefined();
  });

  it("says 'Request failed with status code {n}' without a server message", () => {
    const error = httpError(503, undefined);
    expect(error.message).toBe('Request failed with status code 503');
    expect(error.status).toBe(503);
  });

  it('maps 400 field errors and keeps the body', () => {
    const body = { detail: 'Invalid input.', email: ['Enter a valid email address.'], phone_number: ['Too short'] };
    const error = httpError(400, body);
    expect(error.fieldErrors).toEqual({ email: ['Enter a valid email address.'], phone_number: ['Too short'] });
    expect(error.message).toBe('Invalid input.');
    expect(error.body).toBe(body);
  });

  it('falls back to a catalogue message, preferring the server detail when asked', () => {
    const fallback = { message: 'Failed to fetch businesses', preferServer: true };
    expect(httpError(500, {}, fallback).message).toBe('Failed to fetch businesses');
    expect(httpError(500, { detail: 'Database down' }, fallback).message).toBe('Database down');
    const fixed = { message: 'Failed to fetch delivery fees', preferServer: false };
    expect(httpError(500, { detail: 'boom' }, fixed).message).toBe('Failed to fetch delivery fees');
    expect(httpError(500, { detail: 'boom' }, fixed).detail).toBe('boom');
  });

  it('turns thrown values into ApiError', () => {
    expect(toApiError(new SyntaxError('Unexpected token <')).status).toBe('PARSING_ERROR');
    expect(toApiError(new SyntaxError('x')).message).toBe('Please try again');
    expect(toApiError(new TypeError('Failed to fetch')).message).toBe('Network Error');
    const aborted = toApiError(new DOMException('aborted', 'AbortError'));
    expect([aborted.status, aborted.message, aborted.silent]).toEqual(['FETCH_ERROR', 'Request aborted', true]);
    const same = new ApiError({ status: 404, message: 'Not found.' });
    expect(toApiError(same)).toBe(same);
    expect(fieldErrorsOf(['not', 'an', 'object'])).toEqual({});
  });
});
