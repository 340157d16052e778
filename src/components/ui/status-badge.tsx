import { statusLook, type StatusTone, type StatusVocabulary } from '@/lib/status';
import { Badge, type BadgeProps, type BadgeVariant } from './badge';

const VARIANT: Record<StatusTone, BadgeVariant> = {
  neutral: 'neutral',
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
};

export interface StatusBadgeProps extends Omit<BadgeProps, 'variant' | 'children' | 'asChild'> {
  /** The vocabulary the status belongs to (`INVOICE_STATUS`, `TRANSFER_STATUS`…: src/lib/statuses/). */
  vocabulary: StatusVocabulary;
  /** The status as the server sends it; an unknown value shows humanised in a neutral badge. */
  status: string | null | undefined;
}

/** A status in the product's one vocabulary: `<StatusBadge vocabulary={INVOICE_STATUS} status={invoice.state} />`. */
export function StatusBadge({ vocabulary, status, ...props }: StatusBadgeProps) {
  const { tone, label } = statusLook(vocabulary, status);
  return (
    <Badge variant={VARIANT[tone]} data-status={status ?? ''} data-tone={tone} {...props}>
      {label}
    </Badge>
  );
}
