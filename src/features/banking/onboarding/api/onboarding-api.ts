/**
 * The onboarding's calls on the banking contract. Submissions with files (KYC with its picture,
 * the business application with its documents) go through `upload()` for progress; the rest
 * through the banking client. The flow takes this as a prop so tests can answer in its place.
 */
import { banking, type BankingPaths } from '@/api/clients';
import type { BankingSchemas } from '@/api/types';
import { upload, type UploadProgress } from '@/api/upload';
import { env } from '@/lib/env';

type Schemas = BankingSchemas;
export type Kyc = Schemas['Kyc'];
export type Kyb = Schemas['Kyb'];
export type Application = Schemas['Application'];
export type Country = Schemas['Country'];

/** An account the flow opened, as the two opening answers both describe it. */
export type OpenedAccount = Pick<
  Schemas['PersonalBankAccount'],
  'id' | 'account_name' | 'account_number' | 'bank_name' | 'currency'
>;

export type OnProgress = (progress: UploadProgress) => void;

export interface OnboardingApi {
  submitKyc(country: Country, body: FormData, onProgress?: OnProgress): Promise<Kyc>;
  submitNgKyb(body: Schemas['NgKybInput']): Promise<Kyb>;
  submitUsKyb(body: Schemas['UsKybInput']): Promise<Kyb>;
  /** The KYC or KYB record `id` of the signed-in user, as it stands now. */
  verification(kind: 'kyc' | 'kyb', id: number): Promise<Kyc | Kyb | undefined>;
  /** NG: the naira account (createPersonalBankAccount); US: a US checking account (createUsaPersonalBankAccount). */
  openPersonalAccount(country: Country, kycId: number): Promise<OpenedAccount>;
  /** US business: the dollar business checking account on the verified KYB. */
  openUsBusinessAccount(kybId: number): Promise<OpenedAccount>;
  apply(currency: 'ngn' | 'usd', body: FormData, onProgress?: OnProgress): Promise<Application>;
}

function dataOf<T>(result: { data?: T; error?: unknown }): T {
  if (result.error !== undefined) throw result.error;
  return result.data as T;
}

export const onboardingApi: OnboardingApi = {
  submitKyc: (country, body, onProgress) =>
    country === 'NG'
      ? upload<BankingPaths, '/verify_kyc/ng/'>('/verify_kyc/ng/', {
          baseUrl: env.VITE_BANKING_URL,
          body,
          ...(onProgress ? { onProgress } : {}),
        })
      : upload<BankingPaths, '/verify_kyc/us/'>('/verify_kyc/us/', {
          baseUrl: env.VITE_BANKING_URL,
          body,
          ...(onProgress ? { onProgress } : {}),
        }),
  submitNgKyb: async (body) => dataOf(await banking.client.POST('/verify_kyb/ng/', { body })),
  submitUsKyb: async (body) => dataOf(await banking.client.POST('/verify_kyb/us/', { body })),
  verification: async (kind, id) => {
    const list = kind === 'kyc' ? dataOf(await banking.client.GET('/kycs/')) : dataOf(await banking.client.GET('/kybs/'));
    return (list as (Kyc | Kyb)[]).find((record) => record.id === id);
  },
  openPersonalAccount: async (country, kycId) =>
    country === 'NG'
      ? dataOf(await banking.client.POST('/personal_bank_accounts/', { body: { kyc_id: kycId } }))
      : dataOf(await banking.client.POST('/bank_accounts/usa/personal/', { body: { kyc_id: kycId, account_type: 'checking' } })),
  openUsBusinessAccount: async (kybId) =>
    dataOf(await banking.client.POST('/bank_accounts/usa/business/', { body: { kyb_id: kybId, account_type: 'checking' } })),
  apply: (currency, body, onProgress) =>
    upload<BankingPaths, '/business/{currency}/application/'>('/business/{currency}/application/', {
      baseUrl: env.VITE_BANKING_URL,
      params: { currency },
      body,
      ...(onProgress ? { onProgress } : {}),
    }),
};
