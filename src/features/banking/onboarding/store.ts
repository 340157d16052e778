/**
 * The banking store (spec section 3): the onboarding's personal details, business details,
 * verification documents, chosen account (Nigeria / naira by default) and account type, as React
 * state. The flow survives a reload within the tab: everything but the secrets is kept in
 * sessionStorage. BVN, SSN, EIN, ID numbers and pictures are never written there (they are asked
 * again after a reload), and the draft is forgotten at sign-out and ignored for another user.
 */
import { useCallback, useEffect, useState } from 'react';
import type { BankingSchemas } from '@/api/types';
import { clearOnboardingDraft, ONBOARDING_STORAGE_KEY, onboardingStorage } from './draft-storage';

type Schemas = BankingSchemas;

/** A contract input as the form holds it: every field a string ('' until typed). */
type Draft<T> = { [K in keyof T]-?: string };

export type OnboardingCountry = Schemas['Country'];
export type AccountKind = 'personal' | 'business';

/** Fields that never leave memory: identity numbers (the pictures are Files, also memory only). */
export const SECRET_FIELDS = ['bvn', 'ssn', 'ein', 'id_number'] as const;
type Secret = (typeof SECRET_FIELDS)[number];

/** NgKycInput and UsKycInput minus the secrets and the picture. */
export type PersonalDetails = Draft<Omit<Schemas['NgKycInput'] & Schemas['UsKycInput'], Secret | 'passport_image'>>;
/** NgKybInput and UsKybInput minus the secrets (the director's BVN, the EIN). */
export type BusinessDetails = Draft<Omit<Schemas['NgKybInput'] & Schemas['UsKybInput'], Secret>>;
/** ApplicationInput's text fields (the kyb_id and registration number come from the KYB). */
export type ApplicationDetails = Draft<
  Pick<Schemas['ApplicationInput'], 'business_type' | 'industry' | 'expected_monthly_volume'>
>;
/** The identity numbers, in memory only. */
export type Secrets = Record<Secret, string>;

export type DocumentField = 'passport_image' | 'incorporation_document' | 'proof_of_address' | 'director_id_document';
/** The verification documents, in memory only. */
export type Documents = Partial<Record<DocumentField, File>>;

/**
 * Where the flow is, as shown to the user: it starts 'started'; 'submitted' once the verification
 * is sent; then 'verified' or 'rejected' (the server's reason); 'opened' when the account is open
 * (personal) and 'applied' when the business application is in.
 */
export type OnboardingStatus = 'started' | 'submitted' | 'verified' | 'rejected' | 'opened' | 'applied';

export interface OnboardingState {
  country: OnboardingCountry;
  kind: AccountKind;
  /** 0-based index of the step on screen. */
  step: number;
  status: OnboardingStatus;
  personal: PersonalDetails;
  business: BusinessDetails;
  application: ApplicationDetails;
  /** The submitted verification record (KYC for personal, KYB for business). */
  recordId: number | null;
  reason: string | null;
  secrets: Secrets;
  documents: Documents;
}

export const EMPTY_PERSONAL: PersonalDetails = {
  first_name: '',
  middle_name: '',
  last_name: '',
  phone_number: '',
  gender: '',
  // The spec's default date of birth is a placeholder, not a value: it starts empty.
  date_of_birth: '',
  address: '',
  state: '',
  city: '',
  postal_code: '',
  document_type: '',
};

export const EMPTY_BUSINESS: BusinessDetails = {
  business_name: '',
  cac: '',
  business_email: '',
  business_phone_number: '',
  business_address: '',
  date: '',
  state: '',
  street: '',
  city: '',
  business_website: '',
  postal_code: '',
};

export const EMPTY_APPLICATION: ApplicationDetails = { business_type: '', industry: '', expected_monthly_volume: '' };
export const EMPTY_SECRETS: Secrets = { bvn: '', ssn: '', ein: '', id_number: '' };

export function initialState(): OnboardingState {
  return {
    country: 'NG',
    kind: 'personal',
    step: 0,
    status: 'started',
    personal: { ...EMPTY_PERSONAL },
    business: { ...EMPTY_BUSINESS },
    application: { ...EMPTY_APPLICATION },
    recordId: null,
    reason: null,
    secrets: { ...EMPTY_SECRETS },
    documents: {},
  };
}

export const STORAGE_KEY = ONBOARDING_STORAGE_KEY;
const VERSION = 1;

const STATUSES: readonly OnboardingStatus[] = ['started', 'submitted', 'verified', 'rejected', 'opened', 'applied'];

/** What sessionStorage holds: the state without secrets or documents, and whose it is. */
interface Stored {
  v: number;
  user: number;
  state: Omit<OnboardingState, 'secrets' | 'documents'>;
}

const storage = onboardingStorage;

/** Copies only the known keys, as strings: nothing else (a secret put there by mistake) survives. */
function pick<T extends Record<string, string>>(empty: T, from: unknown): T {
  const source = typeof from === 'object' && from !== null ? (from as Record<string, unknown>) : {};
  const out = { ...empty };
  for (const key of Object.keys(empty) as (keyof T & string)[]) {
    const value = source[key];
    if (typeof value === 'string') out[key] = value as T[typeof key];
  }
  return out;
}

/** The part of the state that may be written down (never BVN, SSN, EIN, ID numbers or files). */
export function toStored(state: OnboardingState, user: number): Stored {
  return {
    v: VERSION,
    user,
    state: {
      country: state.country,
      kind: state.kind,
      step: state.step,
      status: state.status,
      personal: pick(EMPTY_PERSONAL, state.personal),
      business: pick(EMPTY_BUSINESS, state.business),
      application: pick(EMPTY_APPLICATION, state.application),
      recordId: state.recordId,
      reason: state.reason,
    },
  };
}

/** The kept draft of `user`, or a fresh state (nothing kept, another user's, or unreadable). */
export function loadState(user: number | null): OnboardingState {
  const fresh = initialState();
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw || user === null) return fresh;
  try {
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (stored.v !== VERSION || stored.user !== user || typeof stored.state !== 'object' || stored.state === null) return fresh;
    const s = stored.state as Partial<Stored['state']>;
    return {
      ...fresh,
      country: s.country === 'US' ? 'US' : 'NG',
      kind: s.kind === 'business' ? 'business' : 'personal',
      step: typeof s.step === 'number' && Number.isInteger(s.step) && s.step >= 0 && s.step < 5 ? s.step : 0,
      status: STATUSES.includes(s.status as OnboardingStatus) ? (s.status as OnboardingStatus) : 'started',
      personal: pick(EMPTY_PERSONAL, s.personal),
      business: pick(EMPTY_BUSINESS, s.business),
      application: pick(EMPTY_APPLICATION, s.application),
      recordId: typeof s.recordId === 'number' && s.recordId > 0 ? s.recordId : null,
      reason: typeof s.reason === 'string' ? s.reason : null,
    };
  } catch {
    return fresh;
  }
}

export function saveState(state: OnboardingState, user: number): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(toStored(state, user)));
  } catch {
    // Storage full or refused: the flow still works, it just will not survive a reload.
  }
}

export const clearState = clearOnboardingDraft;

/** True when a reload lost secrets or documents the current step or the review needs again. */
export function needsSecretsAgain(state: OnboardingState): boolean {
  const anyTyped = Object.values(state.secrets).some(Boolean) || Object.keys(state.documents).length > 0;
  return state.step > 0 && !anyTyped;
}

export type OnboardingUpdate = (
  change: Partial<OnboardingState> | ((state: OnboardingState) => Partial<OnboardingState>),
) => void;

/** The banking store as a hook: the state, a merge update, and reset (which also forgets the draft). */
export function useOnboardingStore(user: number | null): { state: OnboardingState; update: OnboardingUpdate; reset: () => void } {
  const [state, setState] = useState(() => loadState(user));
  useEffect(() => {
    // Once the account is open or the application is in, there is nothing left to resume.
    if (state.status === 'opened' || state.status === 'applied') clearState();
    else if (user !== null) saveState(state, user);
  }, [state, user]);
  const update = useCallback<OnboardingUpdate>((change) => {
    setState((current) => ({ ...current, ...(typeof change === 'function' ? change(current) : change) }));
  }, []);
  const reset = useCallback(() => {
    clearState();
    setState(initialState());
  }, []);
  return { state, update, reset };
}
