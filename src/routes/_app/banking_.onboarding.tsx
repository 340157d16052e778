import { createFileRoute } from '@tanstack/react-router';
import { OnboardingPage as BankingOnboardingPage } from '@/features/banking/onboarding/components/onboarding-page';

export const Route = createFileRoute('/_app/banking_/onboarding')({
  component: BankingOnboardingPage,
});
