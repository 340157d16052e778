import { useQuery } from '@tanstack/react-query';
import { PageLayout } from '@/components/layout/page-layout';
import { ListTable, tableStateOf } from '@/components/list/list-table';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatMoney } from '@/lib/money';
import { humanise } from '@/lib/text';
import { PAGE_SIZE, coursesQuery } from '../api/training.queries';

function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours ? `${hours} h${rest ? ` ${rest} min` : ''}` : `${rest} min`;
}

/** The training page (built out in a later issue): the courses, 12 a page. */
export function TrainingPage({ page, onPageChange }: { page: number | undefined; onPageChange: (page: number) => void }) {
  const query = useQuery(coursesQuery(page));
  const data = query.data;
  return (
    <PageLayout title="Training" description="Short courses to grow your business.">
      <ListTable
        caption="Courses"
        rows={data?.results}
        {...tableStateOf(query)}
        columns={[
          { id: 'title', header: 'Course', cell: (row) => row.title },
          { id: 'category', header: 'Category', cell: (row) => row.category.name },
          { id: 'level', header: 'Level', cell: (row) => humanise(row.level) },
          { id: 'duration', header: 'Length', cell: (row) => duration(row.duration_minutes) },
          {
            id: 'enrolled',
            header: 'Status',
            card: 'status',
            cell: (row) => <StatusBadge kind="enrolment" status={row.is_enrolled ? 'enrolled' : 'not_enrolled'} />,
          },
          {
            id: 'price',
            header: 'Price',
            align: 'right',
            cell: (row) => (/^0+(\.0+)?$/.test(row.price) ? 'Free' : formatMoney(row.price, row.currency)),
          },
        ]}
        getRowId={(row) => String(row.id)}
        emptyTitle="No courses yet"
        emptyDescription="New courses appear here as they are published."
        paging={data ? { page: page ?? 1, total: data.count, pageSize: PAGE_SIZE, onPageChange } : undefined}
      />
    </PageLayout>
  );
}
