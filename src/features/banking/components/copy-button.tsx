import { useEffect, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/lib/toast';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'value'> {
  /** What goes on the clipboard. */
  value: string;
  /** What the button copies, for its name: 'account number'. */
  what: string;
  /** Visible words (default 'Copy', with 'Copy <what>' as the name); given, they are the name. */
  label?: string;
}

/** Copies `value`; says 'Copied' for two seconds (and to screen readers). */
export function CopyButton({ value, what, label, variant = 'outlined', size = 'sm', ...props }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast.error(`The ${what} could not be copied`, { description: 'Select it and copy it yourself.' });
    }
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        aria-label={label ? undefined : `Copy ${what}`}
        onClick={() => void copy()}
        {...props}
      >
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        {copied ? 'Copied' : (label ?? 'Copy')}
      </Button>
      <span className="sr-only" role="status">
        {copied ? `${what[0]!.toUpperCase()}${what.slice(1)} copied` : ''}
      </span>
    </>
  );
}
