/** The /banking/onboarding page: the onboarding flow over the banking store. */
import { useState } from 'react';
import { useSession } from '@/api/session';
import { onboardingApi, type OnboardingApi } from '../api/onboarding-api';
import { needsSecretsAgain, useOnboardingStore } from '../store';
import { OnboardingFlow } from './onboarding-flow';

export function OnboardingPage({ api = onboardingApi }: { api?: OnboardingApi }) {
  const { session } = useSession();
  const { state, update, reset } = useOnboardingStore(session?.id ?? null);
  // Decided once: a draft that came back from a reload has no secrets in it.
  const [secretsForgotten] = useState(() => needsSecretsAgain(state));
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 p-4">
      <h1 className="text-xl font-semibold">Open a bank account</h1>
      <OnboardingFlow state={state} update={update} reset={reset} api={api} secretsForgotten={secretsForgotten} />
    </div>
  );
}
