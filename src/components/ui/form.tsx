import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export type FormProps = ComponentProps<'form'>;

/**
 * A <form> with native validation and autocomplete turned off (the product validates in code and
 * shows errors at each Field). Individual inputs may still opt back in (`autoComplete="email"`).
 */
export function Form({ className, ...props }: FormProps) {
  return <form data-slot="form" className={cn('flex flex-col gap-4', className)} {...props} noValidate autoComplete="off" />;
}
