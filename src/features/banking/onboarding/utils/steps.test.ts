import { describe, expect, it } from 'vitest';
import { initialState, type OnboardingState } from '../store';
import { firstInvalidStep, stepOfField, stepsOf, validateStep } from './steps';

const business = (country: OnboardingState['country']): OnboardingState => ({ ...initialState(), kind: 'business', country });

describe('onboarding steps', () => {
  it('has five steps for each account type, ending with the review', () => {
    expect(stepsOf('personal')).toEqual(['choose', 'details', 'address', 'identity', 'review']);
    expect(stepsOf('business')).toEqual(['choose', 'business', 'business-address', 'verification', 'review']);
  });

  it("US business: the EIN's format; Nigeria business: the director's BVN and the CAC number", () => {
    const us = business('US');
    expect(validateStep('verification', { ...us, secrets: { ...us.secrets, ein: '123' } }).ein).toBe(
      'An EIN is 9 digits, like 12-3456789.',
    );
    expect(validateStep('verification', { ...us, secrets: { ...us.secrets, ein: '12-3456789' } })).toEqual({});
    const ng = business('NG');
    expect(validateStep('verification', { ...ng, secrets: { ...ng.secrets, bvn: '123' } }).bvn).toBe('A BVN is 11 digits.');
    expect(validateStep('business', { ...ng, business: { ...ng.business, cac: 'AB12' } }).cac).toMatch(/CAC number/);
    expect(validateStep('business', us).cac).toBeUndefined();
  });

  it('a business date cannot be in the future', () => {
    const ng = business('NG');
    expect(validateStep('business', { ...ng, business: { ...ng.business, date: '2026-12-01' } }, '2026-11-24').date).toBe(
      'This date cannot be in the future.',
    );
  });

  it('finds the first step with an error and the step of a server field', () => {
    expect(firstInvalidStep(initialState())).toBe(1);
    expect(stepOfField('personal', 'bvn')).toBe(3);
    expect(stepOfField('business', 'street')).toBe(2);
    expect(stepOfField('business', 'unknown')).toBe(-1);
  });
});
