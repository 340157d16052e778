// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearOnboardingDraft } from './draft-storage';
import { initialState, loadState, saveState, STORAGE_KEY, toStored, useOnboardingStore, type OnboardingState } from './store';

const SECRETS = { bvn: '22212345678', ssn: '123-45-6789', ein: '12-3456789', id_number: 'A12345678' };

function filled(): OnboardingState {
  const state = initialState();
  return {
    ...state,
    step: 3,
    personal: { ...state.personal, first_name: 'Adaeze', date_of_birth: '1990-04-12' },
    business: { ...state.business, business_name: "Nkechi's Kitchen Ltd", cac: 'RC1234567' },
    secrets: SECRETS,
    documents: { passport_image: new File(['x'], 'me.png', { type: 'image/png' }) },
  };
}

afterEach(() => sessionStorage.clear());

describe('banking store', () => {
  it('starts as started, Nigeria, personal, with an empty date of birth', () => {
    const state = initialState();
    expect(state).toMatchObject({ status: 'started', country: 'NG', kind: 'personal', step: 0 });
    expect(state.personal.date_of_birth).toBe('');
  });

  it('never writes BVN, SSN, EIN, ID numbers or files to sessionStorage', () => {
    saveState(filled(), 1);
    const raw = sessionStorage.getItem(STORAGE_KEY) ?? '';
    expect(raw).toContain('Adaeze');
    for (const secret of Object.values(SECRETS)) expect(raw).not.toContain(secret);
    expect(raw).not.toContain('me.png');
  });

  it('keeps only known string fields, even if a secret was put in a details object', () => {
    const state = filled();
    const sneaky = { ...state, personal: { ...state.personal, bvn: '22212345678' } as OnboardingState['personal'] };
    expect(JSON.stringify(toStored(sneaky, 1))).not.toContain('22212345678');
  });

  it('loads the draft back for the same user only, without secrets', () => {
    saveState(filled(), 1);
    const back = loadState(1);
    expect(back.step).toBe(3);
    expect(back.personal.first_name).toBe('Adaeze');
    expect(back.secrets.bvn).toBe('');
    expect(back.documents).toEqual({});
    expect(loadState(2).personal.first_name).toBe('');
  });

  it('ignores an unreadable or tampered draft', () => {
    sessionStorage.setItem(STORAGE_KEY, '{not json');
    expect(loadState(1).step).toBe(0);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ v: 1, user: 1, state: { step: 99, status: 'hacked', country: 'XX' } }));
    expect(loadState(1)).toMatchObject({ step: 0, status: 'started', country: 'NG' });
  });

  it('is forgotten by clearOnboardingDraft (called at sign-out)', () => {
    saveState(filled(), 1);
    clearOnboardingDraft();
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('the hook persists updates and reset forgets them; a finished flow is not kept', () => {
    const { result } = renderHook(() => useOnboardingStore(7));
    act(() => result.current.update({ country: 'US', step: 1 }));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')).toMatchObject({ user: 7, state: { country: 'US', step: 1 } });
    act(() => result.current.update({ status: 'opened' }));
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    act(() => result.current.reset());
    expect(result.current.state.country).toBe('NG');
  });
});
