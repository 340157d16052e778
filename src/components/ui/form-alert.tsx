import type { ReactNode } from 'react';

/**
 * A form's own error, above its fields or its buttons: what the server refused that belongs to no
 * one field ('Could not save. Please try again.'). Nothing when there is none; announced when it
 * appears (role="alert").
 */
export function FormAlert({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive-soft px-3 py-2 text-sm text-destructive-soft-foreground"
    >
      {children}
    </p>
  );
}
