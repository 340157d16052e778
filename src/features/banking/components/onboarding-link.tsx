import type { ComponentProps, MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { buttonVariants, type ButtonSize, type ButtonVariant } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** The onboarding flow's address (its route lives in src/routes/_app/banking_.onboarding.tsx). */
export const ONBOARDING_PATH = '/banking/onboarding';

export interface OnboardingLinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link to the onboarding flow, styled as a button; a plain click stays in the app. */
export function OnboardingLink({
  variant = 'primary',
  size = 'md',
  className,
  onClick,
  children,
  ...props
}: OnboardingLinkProps) {
  const router = useRouter();
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href: ONBOARDING_PATH });
  };
  return (
    <a href={ONBOARDING_PATH} onClick={go} className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {children}
    </a>
  );
}
