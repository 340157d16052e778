import { useId, useRef, type KeyboardEvent } from 'react';
import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface StarRatingInputProps {
  /** The group's name, read by screen readers ('Rating'). */
  label: string;
  /** 1 to `max`, or null for none chosen yet. */
  value: number | null;
  onChange: (value: number) => void;
  onBlur?: () => void;
  max?: number;
  required?: boolean;
  /** An error shown under the stars and tied to the group. */
  error?: string | undefined;
  disabled?: boolean;
  className?: string;
}

const starName = (n: number) => `${n} star${n === 1 ? '' : 's'}`;

/**
 * A star rating as a radio group (WAI-ARIA radio pattern): one tab stop; the arrow keys move to the
 * next or previous star and choose it (wrapping), Home and End choose the first and last, Space
 * or Enter chooses the focused star. Every star is a 44 px target.
 */
export function StarRatingInput({
  label,
  value,
  onChange,
  onBlur,
  max = 5,
  required = false,
  error,
  disabled = false,
  className,
}: StarRatingInputProps) {
  const id = useId();
  const stars = useRef<(HTMLButtonElement | null)[]>([]);
  const tabStop = value ?? 1;

  function choose(next: number) {
    onChange(next);
    stars.current[next - 1]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, current: number) {
    const moves: Record<string, number> = {
      ArrowRight: current === max ? 1 : current + 1,
      ArrowUp: current === max ? 1 : current + 1,
      ArrowLeft: current === 1 ? max : current - 1,
      ArrowDown: current === 1 ? max : current - 1,
      Home: 1,
      End: max,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      choose(next);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      choose(current);
    }
  }

  return (
    <div className={cn('flex flex-col gap-1.5', className)} data-slot="star-rating">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            {' '}
            *
          </span>
        ) : null}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="flex items-center"
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
        }}
      >
        {Array.from({ length: max }, (_, index) => {
          const n = index + 1;
          const filled = value !== null && n <= value;
          return (
            <button
              key={n}
              ref={(node) => {
                stars.current[index] = node;
              }}
              type="button"
              role="radio"
              aria-checked={value === n}
              aria-label={starName(n)}
              tabIndex={n === tabStop ? 0 : -1}
              disabled={disabled}
              onClick={() => choose(n)}
              onKeyDown={(event) => onKeyDown(event, n)}
              className="inline-flex size-11 items-center justify-center rounded-md text-warning outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
            >
              <Star aria-hidden="true" className={cn('size-6', filled ? 'fill-current' : 'fill-none text-muted-foreground')} />
            </button>
          );
        })}
        <span className="ms-2 text-sm text-muted-foreground" aria-hidden="true">
          {value ? `${value} of ${max}` : ''}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
