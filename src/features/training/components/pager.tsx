import { Button } from '@/components/ui/button';

export interface PagerProps {
  /** What is paged, for the navigation's name ('Courses'). */
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** Previous / next for a server-paged list, with 'Page 2 of 3'; nothing when it all fits on one page. */
export function Pager({ label, page, total, pageSize, onPageChange }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={`${label} pages`} className="flex items-center justify-between gap-3">
      <Button variant="outlined" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {pages}
      </p>
      <Button variant="outlined" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
