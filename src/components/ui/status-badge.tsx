import { statusLook, type StatusKind, type StatusTone } from '@/lib/status';
import { Badge, type BadgeProps, type BadgeVariant } from './badge';

const VARIANT: Record<StatusTone, BadgeVariant> = {
  neutral: 'neutral',
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
};

export interface StatusBadgeProps extends Omit<BadgeProps, 'variant' | 'children' | 'asChild'> {
  /** Which vocabulary the status belongs to ('invoice', 'transfer', 'ticket', ...: src/lib/status.ts). */
  kind: StatusKind;
  /** The status as the server sends it; an unknown value shows humanised in a neutral badge. */
  status: string | null | undefined;
}

/** A status in the product's one vocabulary: `<StatusBadge kind="invoice" status={invoice.state} />`. */
export function StatusBadge({ kind, status, ...props }: StatusBadgeProps) {
  const { tone, label } = statusLook(kind, status);
  return (
    <Badge variant={VARIANT[tone]} data-status={status ?? ''} data-tone={tone} {...props}>
      {label}
    </Badge>
  );
}
