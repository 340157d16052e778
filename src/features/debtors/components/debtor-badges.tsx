import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/dates';
import { overdueText, relativeTime } from '../utils/debtors';

/** Days overdue as a badge: the overdue tone once past due. */
export function OverdueBadge({ days }: { days: number }) {
  return <Badge variant={days > 0 ? 'danger' : 'neutral'}>{overdueText(days)}</Badge>;
}

/** 'Never', or '3 hours ago' with the full date and time in a title. */
export function LastReminded({ at }: { at: string | null }) {
  if (!at) return <span className="text-muted-foreground">Never</span>;
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {relativeTime(at)}
    </time>
  );
}
