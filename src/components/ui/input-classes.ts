import { cn } from '@/lib/utils';

/*
 * Apart from text-input.tsx so that controls which only share the look (the native select, the
 * date picker, the searchable select's input) do not load the input and the field with it.
 */

/** Shared look of text-like controls (inputs, textareas, the select's input). */
export const inputBaseClasses = cn(
  'w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm text-foreground shadow-xs',
  'placeholder:text-muted-foreground transition-colors',
  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring focus-visible:border-ring',
  'disabled:cursor-not-allowed disabled:opacity-50 read-only:bg-muted',
  'aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive',
);
