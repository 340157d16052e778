import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { expectInertDom, renderWithApp } from '@/test/render';
import { HOSTILE_STRINGS } from '@/test/hostile-strings';
import type { Kyb, Kyc, OnboardingApi } from '../api/onboarding-api';
import { STORAGE_KEY } from '../store';
import { OnboardingPage } from './onboarding-page';

const BVN = '22212345678';
const ID_NUMBER = 'A98761234';

function kyc(overrides: Partial<Kyc> = {}): Kyc {
  return {
    id: 301,
    country: 'NG',
    status: 'pending',
    reason: null,
    first_name: 'Adaeze',
    middle_name: null,
    last_name: 'Okafor',
    gender: 'female',
    date_of_birth: '1990-04-12',
    phone_number: '08031234567',
    address: '14 Allen Avenue',
    city: 'Ikeja',
    state: 'Lagos',
    postal_code: null,
    document_type: 'nin',
    bvn_last4: '5678',
    ssn_last4: null,
    passport_image: 'https://files.example.ng/kyc/301/passport.jpg',
    created_at: '2026-11-21T09:30:00Z',
    updated_at: '2026-11-21T09:30:00Z',
    verified_at: null,
    ...overrides,
  };
}

function fakeApi(overrides: Partial<OnboardingApi> = {}): OnboardingApi {
  return {
    submitKyc: vi.fn(() => Promise.resolve(kyc())),
    submitNgKyb: vi.fn(() => Promise.reject(new Error('not used'))),
    submitUsKyb: vi.fn(() => Promise.reject(new Error('not used'))),
    verification: vi.fn(() => Promise.resolve(kyc({ status: 'verified' }))),
    openPersonalAccount: vi.fn(() =>
      Promise.resolve({
        id: 1001,
        account_name: 'Adaeze Okafor',
        account_number: '0123456789',
        bank_name: 'Wema Bank',
        currency: 'NGN' as const,
      }),
    ),
    openUsBusinessAccount: vi.fn(() => Promise.reject(new Error('not used'))),
    apply: vi.fn(() => Promise.reject(new Error('not used'))),
    ...overrides,
  };
}

type User = ReturnType<typeof renderWithApp>['user'];

const field = (label: RegExp) => screen.getByLabelText(label);
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Continue' }));

async function type(user: User, label: RegExp, value: string) {
  const input = field(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

async function fillDetails(user: User, firstName = 'Adaeze') {
  await type(user, /^First name/, firstName);
  await type(user, /^Last name/, 'Okafor');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  fireEvent.change(field(/^Date of birth/), { target: { value: '1990-04-12' } });
  await type(user, /^Phone number/, '08031234567');
}

async function fillAddress(user: User) {
  await type(user, /^Street address/, '14 Allen Avenue');
  await type(user, /^City/, 'Ikeja');
  await type(user, /^State/, 'Lagos');
}

async function fillIdentity(user: User, bvn = BVN) {
  await type(user, /^BVN/, bvn);
  await user.selectOptions(field(/^ID document/), 'nin');
  await type(user, /^Document number/, ID_NUMBER);
  await user.upload(field(/^Passport photograph/), new File(['png'], 'me.png', { type: 'image/png' }));
}

async function toReview(user: User, firstName?: string) {
  await screen.findByRole('button', { name: 'Continue' });
  await next(user);
  await fillDetails(user, firstName);
  await next(user);
  await fillAddress(user);
  await next(user);
  await fillIdentity(user);
  await next(user);
  await screen.findByRole('heading', { name: 'Review and submit' });
}

function expectNoSecretStored() {
  const raw = sessionStorage.getItem(STORAGE_KEY) ?? '';
  expect(raw).not.toContain(BVN);
  expect(raw).not.toContain(ID_NUMBER);
  expect(raw).not.toContain('me.png');
}

describe('banking onboarding', () => {
  it('starts as Started on step 1 of 5, Nigeria and personal chosen, and moves focus to each step heading', async () => {
    sessionStorage.clear();
    const { user } = renderWithApp(<OnboardingPage api={fakeApi()} />);
    expect(screen.getByTestId('onboarding-status')).toHaveTextContent('Started');
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Nigeria (naira)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Personal' })).toBeChecked();
    await next(user);
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your details' })).toHaveFocus();
    expect(field(/^Date of birth/)).toHaveValue('');
  });

  it('refuses empty details, an under-18 date of birth and a bad phone, at the field', async () => {
    sessionStorage.clear();
    const { user } = renderWithApp(<OnboardingPage api={fakeApi()} />);
    await next(user);
    await next(user);
    expect(screen.getByText('Enter your first name.')).toBeInTheDocument();
    expect(screen.getByText('Choose your gender.')).toBeInTheDocument();
    expect(field(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    await fillDetails(user);
    const year = new Date().getFullYear() - 17;
    fireEvent.change(field(/^Date of birth/), { target: { value: `${year}-01-01` } });
    await type(user, /^Phone number/, '12345');
    await next(user);
    expect(screen.getByText('You must be at least 18 years old.')).toBeInTheDocument();
    expect(screen.getByText(/with its country code/)).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
  });

  it('BVN must be 11 digits and the picture a JPEG or PNG', async () => {
    sessionStorage.clear();
    const { user } = renderWithApp(<OnboardingPage api={fakeApi()} />);
    await next(user);
    await fillDetails(user);
    await next(user);
    await fillAddress(user);
    await next(user);
    await type(user, /^BVN/, '2221234567');
    fireEvent.change(field(/^Passport photograph/), {
      target: { files: [new File(['%PDF'], 'id.pdf', { type: 'application/pdf' })] },
    });
    await next(user);
    expect(screen.getByText('A BVN is 11 digits.')).toBeInTheDocument();
    expect(screen.getByText('Choose a JPEG or PNG picture.')).toBeInTheDocument();
    expect(screen.getByText(/not kept if you reload this page/)).toBeInTheDocument();
  });

  it('US personal asks for a state code, ZIP and an SSN in their formats; US business asks for no CAC number', async () => {
    sessionStorage.clear();
    const { user } = renderWithApp(<OnboardingPage api={fakeApi()} />);
    await user.click(screen.getByRole('radio', { name: 'United States (dollar)' }));
    await next(user);
    await fillDetails(user);
    await next(user);
    await fillAddress(user);
    await type(user, /^State/, 't1');
    await type(user, /^ZIP code/, '770');
    await next(user);
    expect(screen.getByText('Use the two-letter state code, like TX or NY.')).toBeInTheDocument();
    expect(screen.getByText(/A ZIP code is 5 digits/)).toBeInTheDocument();
    await type(user, /^State/, 'tx');
    expect(field(/^State/)).toHaveValue('TX');
    await type(user, /^ZIP code/, '77002');
    await next(user);
    await type(user, /^SSN/, '12-345-678');
    await next(user);
    expect(screen.getByText('An SSN is 9 digits, like 123-45-6789.')).toBeInTheDocument();

    // Business: back to the start, change the type; the EIN is on the verification step.
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await next(user);
    expect(screen.getByRole('heading', { name: 'Business details' })).toHaveFocus();
    expect(screen.queryByLabelText(/^CAC number/)).not.toBeInTheDocument();
  });

  it('Back keeps the input, the review shows it with secrets masked, and nothing secret is stored', async () => {
    sessionStorage.clear();
    const { user } = renderWithApp(<OnboardingPage api={fakeApi()} />);
    await toReview(user);
    expectNoSecretStored();
    const review = screen.getByRole('form');
    expect(within(review).getByText('Adaeze Okafor')).toBeInTheDocument();
    expect(within(review).getByText('•••• 5678')).toBeInTheDocument();
    expect(within(review).queryByText(BVN)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field(/^BVN/)).toHaveValue(BVN);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field(/^First name/)).toHaveValue('Adaeze');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
  });

  it('a rejected BVN shows the reason; corrected and resubmitted it is verified and the naira account opens', async () => {
    sessionStorage.clear();
    let attempt = 0;
    const submitKyc = vi.fn<OnboardingApi['submitKyc']>(() => Promise.resolve(kyc({ id: 300 + (attempt += 1) })));
    const openPersonalAccount = vi.fn<OnboardingApi['openPersonalAccount']>(() =>
      Promise.resolve({
        id: 1001,
        account_name: 'Adaeze Okafor',
        account_number: '0123456789',
        bank_name: 'Wema Bank',
        currency: 'NGN' as const,
      }),
    );
    const api = fakeApi({
      submitKyc,
      openPersonalAccount,
      verification: vi.fn((_kind, id: number) =>
        Promise.resolve(
          id === 301
            ? kyc({ id, status: 'rejected', reason: 'The BVN could not be verified: no record matches it.' })
            : kyc({ id, status: 'verified' }),
        ),
      ),
    });
    const { user } = renderWithApp(<OnboardingPage api={api} />, { routerPath: '/banking/onboarding' });
    await toReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText('The BVN could not be verified: no record matches it.')).toBeInTheDocument();
    expect(screen.getByTestId('onboarding-status')).toHaveTextContent('Rejected');
    expectNoSecretStored();

    await user.click(screen.getByRole('button', { name: 'Correct and resubmit' }));
    expect(screen.getByRole('heading', { name: 'Identity' })).toHaveFocus();
    await type(user, /^BVN/, '22298765432');
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    await user.click(await screen.findByRole('button', { name: 'Open my naira account' }));
    expect(await screen.findByText('0123456789')).toBeInTheDocument();
    expect(screen.getByTestId('onboarding-status')).toHaveTextContent('Account opened');
    expect(openPersonalAccount).toHaveBeenCalledWith('NG', 302);
    const sent = submitKyc.mock.calls[1]?.[1];
    expect(sent?.get('bvn')).toBe('22298765432');
    expect(sent?.get('passport_image')).toBeInstanceOf(File);
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('a failed submission keeps the input, shows a server field error on its step, and resubmits', async () => {
    sessionStorage.clear();
    const submitKyc = vi
      .fn<OnboardingApi['submitKyc']>()
      .mockRejectedValueOnce(
        new ApiError({
          status: 400,
          message: 'Check the document number.',
          fieldErrors: { id_number: ['This number does not match the document.'] },
        }),
      )
      .mockRejectedValueOnce(new ApiError({ status: 'FETCH_ERROR', message: 'Network Error' }))
      .mockResolvedValue(kyc());
    const { user } = renderWithApp(<OnboardingPage api={fakeApi({ submitKyc })} />);
    await toReview(user);
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText('This number does not match the document.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Identity' })).toBeInTheDocument();
    expect(field(/^Document number/)).toHaveValue(ID_NUMBER);
    await next(user);
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Review and submit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText('Identity verified')).toBeInTheDocument();
    expect(submitKyc).toHaveBeenCalledTimes(3);
  });

  it('comes back after a reload on the same step, asking for the secrets again', async () => {
    sessionStorage.clear();
    const first = renderWithApp(<OnboardingPage api={fakeApi()} />);
    await next(first.user);
    await fillDetails(first.user);
    await next(first.user);
    first.unmount();
    const { user } = renderWithApp(<OnboardingPage api={fakeApi()} />);
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/were not kept: you will be asked for them again/);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field(/^First name/)).toHaveValue('Adaeze');
  });

  it.each(HOSTILE_STRINGS.slice(0, 6))('shows a hostile name as text: $label', async ({ value }) => {
    sessionStorage.clear();
    const { user } = renderWithApp(<OnboardingPage api={fakeApi()} />);
    await next(user);
    await type(user, /^First name/, '');
    fireEvent.change(field(/^First name/), { target: { value: value.slice(0, 100) } });
    await type(user, /^Last name/, 'Okafor');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    fireEvent.change(field(/^Date of birth/), { target: { value: '1990-04-12' } });
    await type(user, /^Phone number/, '08031234567');
    await next(user);
    await fillAddress(user);
    await next(user);
    await fillIdentity(user);
    await next(user);
    expect(screen.getByRole('form')).toHaveTextContent(value.slice(0, 100).trim().split('\n')[0] ?? '');
    expectInertDom();
  });
});

describe('business application', () => {
  const kyb: Kyb = {
    id: 401,
    country: 'NG',
    status: 'verified',
    reason: null,
    business_name: "Nkechi's Kitchen Ltd",
    cac: 'RC1234567',
    ein: null,
    business_email: 'accounts@nkechiskitchen.ng',
    business_phone_number: '+2348091234567',
    business_address: '22 Admiralty Way',
    street: 'Admiralty Way',
    city: 'Lekki',
    state: 'Lagos',
    postal_code: null,
    business_website: null,
    date: '2019-03-15',
    created_at: '2026-11-21T10:00:00Z',
    updated_at: '2026-11-21T10:00:00Z',
    verified_at: '2026-11-21T10:01:00Z',
  };

  it('after a verified KYB, the application needs its fields and three documents, then submits', async () => {
    sessionStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ v: 1, user: 1, state: { country: 'NG', kind: 'business', step: 4, status: 'verified', recordId: 401 } }),
    );
    const apply = vi.fn<OnboardingApi['apply']>((_currency, _body, onProgress) => {
      onProgress?.({ loaded: 50, total: 100, percent: 50 });
      return Promise.resolve({
        id: 601,
        currency: 'NGN' as const,
        status: 'submitted',
        reason: null,
        kyb_id: 401,
        business_name: kyb.business_name,
        business_type: 'private_limited',
        registration_number: 'RC1234567',
        industry: 'Food',
        expected_monthly_volume: '15000000.00',
        incorporation_document: 'https://files.example.ng/applications/601/cac.pdf',
        proof_of_address: 'https://files.example.ng/applications/601/bill.pdf',
        director_id_document: null,
        bank_account_id: null,
        created_at: '2026-11-21T13:30:00Z',
        updated_at: '2026-11-21T13:30:00Z',
      });
    });
    const { user } = renderWithApp(<OnboardingPage api={fakeApi({ verification: vi.fn(() => Promise.resolve(kyb)), apply })} />, {
      routerPath: '/banking/onboarding',
    });
    await user.click(await screen.findByRole('button', { name: 'Submit the application' }));
    expect(screen.getByText('Choose the business type.')).toBeInTheDocument();
    expect(screen.getByText('Choose the incorporation document.')).toBeInTheDocument();
    expect(screen.getByText("Choose the director's id.")).toBeInTheDocument();
    await user.selectOptions(field(/^Business type/), 'private_limited');
    await type(user, /^Industry/, 'Food and beverages');
    await type(user, /^Expected monthly volume/, '0');
    const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
    await user.upload(field(/^Incorporation document/), pdf('cac.pdf'));
    await user.upload(field(/^Proof of address/), pdf('bill.pdf'));
    await user.upload(field(/^Director's ID/), pdf('id.pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit the application' }));
    expect(screen.getByText('Enter an amount above zero.')).toBeInTheDocument();
    await type(user, /^Expected monthly volume/, '15000000');
    await user.click(screen.getByRole('button', { name: 'Submit the application' }));
    expect(await screen.findByText('Application submitted', { selector: 'h2' })).toBeInTheDocument();
    const body = apply.mock.calls[0]?.[1];
    expect(apply.mock.calls[0]?.[0]).toBe('ngn');
    expect(body?.get('registration_number')).toBe('RC1234567');
    expect(body?.get('expected_monthly_volume')).toBe('15000000');
    expect(body?.get('director_id_document')).toBeInstanceOf(File);
  });
});
