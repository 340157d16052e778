import { createFileRoute } from '@tanstack/react-router';
import { BankingOnboardingPage } from '@/features/banking/lazy';

export const Route = createFileRoute('/_app/banking_/onboarding')({
  component: BankingOnboardingPage,
});
