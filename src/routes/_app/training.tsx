import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { training } from '@/api/clients';
import { PageLayout } from '@/components/layout/page-layout';
import { Badge } from '@/components/ui/badge';
import { ListTable } from '@/components/list/list-table';
import { formatMoney } from '@/lib/money';
import { humanise } from '@/lib/text';
import { ensureQueryData } from '@/lib/prefetch';

/** Spec section 9: training lists are 12 per page. */
const PAGE_SIZE = 12;

const coursesQuery = (page: number | undefined) =>
  training.$api.queryOptions('get', '/training/course/', { params: { query: { page, page_size: PAGE_SIZE } } });

export const Route = createFileRoute('/_app/training')({
  validateSearch: v.object({ page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined) }),
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => ensureQueryData(context.queryClient, coursesQuery(deps.page)),
  component: TrainingPage,
});

function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours ? `${hours} h${rest ? ` ${rest} min` : ''}` : `${rest} min`;
}

function TrainingPage() {
  const { page } = Route.useLoaderDeps();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(coursesQuery(page));
  return (
    <PageLayout title="Training" description="Short courses to grow your business.">
      <ListTable
        caption="Courses"
        rows={data.results}
        columns={[
          { id: 'title', header: 'Course', cell: (row) => row.title },
          { id: 'category', header: 'Category', cell: (row) => row.category.name },
          { id: 'level', header: 'Level', cell: (row) => humanise(row.level) },
          { id: 'duration', header: 'Length', cell: (row) => duration(row.duration_minutes) },
          {
            id: 'enrolled',
            header: 'Status',
            cell: (row) => (row.is_enrolled ? <Badge variant="success">Enrolled</Badge> : 'Not enrolled'),
          },
          {
            id: 'price',
            header: 'Price',
            align: 'right',
            cell: (row) => (Number(row.price) === 0 ? 'Free' : formatMoney(row.price, row.currency)),
          },
        ]}
        getRowId={(row) => String(row.id)}
        emptyTitle="No courses yet"
        emptyDescription="New courses appear here as they are published."
        paging={{
          page: page ?? 1,
          total: data.count,
          pageSize: PAGE_SIZE,
          onPageChange: (next) => void navigate({ search: { page: next } }),
        }}
      />
    </PageLayout>
  );
}
