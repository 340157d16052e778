import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

export interface CopyButtonProps {
  /** The text to copy. */
  value: string;
  /** What is copied, for the button's name and the toast ('link', 'password'). */
  what: string;
}

/** Copies `value` to the clipboard and says so; where the clipboard is refused, says to copy by hand. */
export function CopyButton({ value, what }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(`${what[0]!.toUpperCase()}${what.slice(1)} copied`);
    } catch {
      toast.error(`The ${what} could not be copied`, { description: 'Select it and copy it by hand.' });
    }
  };
  return (
    <Button variant="outlined" size="sm" onClick={() => void copy()} aria-label={`Copy ${what}`}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

/** A read-only value with its copy button: a share link, a password shown once. */
export function CopyField({ label, value, what, mono = false }: { label: string; value: string; what: string; mono?: boolean }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex items-center gap-2">
        <output
          aria-label={label}
          className={`min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 text-sm [overflow-wrap:anywhere] ${mono ? 'font-mono' : ''}`}
        >
          {value}
        </output>
        <CopyButton value={value} what={what} />
      </div>
    </div>
  );
}
